import {
  ORDER_ATTACHMENT_ACCEPT,
  ORDER_ATTACHMENT_MAX_BYTES,
  ORDER_ATTACHMENT_VISIBILITY,
  OrderAttachmentFields,
} from "@atelier/domain/order/order.schema";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import type { UploadPolicy } from "../../../storage/uploads";
import {
  type AttachmentTargetOf,
  findOwnerAttachmentByName,
  parseUploadFields,
} from "../../shared/owned-items/attachment.service";
import type { OwnerContext } from "../../shared/owned-items/owned-item-context";
import { lockOrders, updateOrder } from "./order.repo";

/** An order's files: at most 25 MiB, of the types production and proofs use (the bytes decide the type). */
export const ORDER_ATTACHMENT_POLICY: Omit<UploadPolicy, "maxFiles"> = {
  maxFileBytes: ORDER_ATTACHMENT_MAX_BYTES,
  accept: ORDER_ATTACHMENT_ACCEPT,
};

/**
 * Where a file sent to `POST order/{recipeId}/attachment` goes: its `type`, `view` and `placement` say what it
 * is, and the order's `etag` must be current (the order gets a new one). A proof sent again under the same
 * name becomes that proof's next version (docs/decisions/server-order-attachments.md).
 */
export function orderAttachmentTarget(deps: Pick<AppDeps, "clock">, context: OwnerContext): AttachmentTargetOf {
  return async (tx: Db, fields, fileName) => {
    const { type, view, placement, etag } = parseUploadFields(OrderAttachmentFields, fields);
    const { companyId, ownerId: recipeId } = context.owner;
    const order = requireFound((await lockOrders(tx, companyId, [recipeId]))[0]);
    assertEtag(order, etag);
    requireWritten(await updateOrder(tx, companyId, recipeId, etag, {}, deps.clock()));
    if (type === "proof") {
      const earlier = await findOwnerAttachmentByName(tx, context, fileName, type);
      if (earlier) return { kind: "version", attachmentId: earlier.attachmentId };
    }
    return { kind: "new", fields: { usage: type, visibility: ORDER_ATTACHMENT_VISIBILITY[type], view, placement } };
  };
}
