import type { Order, OrderList, OrderListQuery, OrderUpdateInput } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { ORDER_STATUSES, type OrderStatus } from "@atelier/domain/order/order-status";
import {
  allowedTransitions,
  CANCELABLE_STATUSES,
  isCancelable,
  mayTransition,
} from "@atelier/domain/order/order-transitions";
import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import type { z } from "zod";
import { readAuditPage } from "../../../audit/audit-page";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { OrderRow } from "../../../db/schema/orders";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { getRecipe } from "../../customer/recipe/recipe.service";
import { listOwnerAttachments } from "../../shared/owned-items/attachment.service";
import { addComment, listOwnerComments } from "../../shared/owned-items/comment.service";
import type { OwnerContext } from "../../shared/owned-items/owned-item-context";
import {
  orderLabel,
  toAuditedOrder,
  toOrderAttachmentDto,
  toOrderCommentDto,
  toOrderDto,
  toOrderListItemDto,
} from "./order.dto";
import { findOrder, listOrders, lockOrders, type OrderChange, type OrderFilter, updateOrder } from "./order.repo";
import { openAccessCode, reviewUrl } from "./order-access-code";
import { toOrderHistoryEntry } from "./order-history";
import { sendReviewMails } from "./order-review-mail";

type Deps = Pick<AppDeps, "db" | "clock" | "config" | "log" | "mailer">;

/** How many of the newest history lines the order's DTO carries; the panel shows them, the trail keeps all. */
export const ORDER_HISTORY_SHOWN = 100;

export const orderPath = (recipeId: string) => `order/${recipeId}`;

/** The order as the owner of its comments and attachments. */
export function orderContext(actor: Actor, recipeId: string): OwnerContext {
  return {
    actor,
    owner: { companyId: actor.companyId, ownerType: "order", ownerId: recipeId },
    ownerPath: orderPath(recipeId),
  };
}

/** A write to an order, at `order/{recipeId}`, labelled with its order id. */
export function orderWrite(action: AuditAction, before: OrderRow | null, after: OrderRow): AuditWrite {
  return {
    resourceType: "order",
    resourceId: after.recipeId,
    resourcePath: orderPath(after.recipeId),
    resourceLabel: orderLabel(after),
    action,
    before: before && toAuditedOrder(before),
    after: toAuditedOrder(after),
  };
}

/** The company's order of `recipeId`, or 404. */
export async function requireOrderRow(db: Db, actor: Actor, recipeId: string): Promise<OrderRow> {
  return requireFound(await findOrder(db, actor.companyId, recipeId));
}

/** The list's filter as the repo takes it: lower-case text, a status, and the cancelable statuses if asked. */
export function orderFilterOf(query: z.output<typeof OrderListQuery>): OrderFilter {
  return {
    text: query.filter.toLowerCase(),
    status: query.status,
    statuses: query.cancelable === undefined ? undefined : cancelableStatuses(query.cancelable),
  };
}

function cancelableStatuses(cancelable: boolean): readonly OrderStatus[] {
  return cancelable ? CANCELABLE_STATUSES : ORDER_STATUSES.filter((status) => !isCancelable(status));
}

export async function listCompanyOrders(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  query: z.output<typeof OrderListQuery>,
): Promise<OrderList> {
  const { rows, total } = await listOrders(db, actor.companyId, orderFilterOf(query), query);
  return { orders: rows.map(toOrderListItemDto), total };
}

/** The order with what the caller may move it to, its review link, comments, files and newest history. */
export async function orderDto(
  deps: Pick<AppDeps, "db" | "config" | "log">,
  actor: Actor,
  row: OrderRow,
): Promise<Order> {
  const context = orderContext(actor, row.recipeId);
  const [comments, attachments, history] = await Promise.all([
    listOwnerComments(deps, context),
    listOwnerAttachments(deps, context),
    readAuditPage(
      deps.db,
      actor.companyId,
      { resourcePathUnder: context.ownerPath },
      { take: ORDER_HISTORY_SHOWN, skip: 0 },
    ),
  ]);
  const accessCode = openAccessCode(deps, row.accessCodeSealed);
  return toOrderDto(row, {
    allowedTransitions: [...allowedTransitions(row.status, "staff")],
    accessCode,
    reviewUrl: accessCode === "" ? "" : reviewUrl(deps.config.publicUrl, row.recipeId, accessCode),
    orderHistory: history.entries.map(toOrderHistoryEntry),
    orderComments: comments.map(toOrderCommentDto),
    attachments: attachments.map((attachment) => toOrderAttachmentDto(context.ownerPath, attachment)),
  });
}

/** `GET order/{recipeId}`: 404 for another company's; `expand=recipe` adds the recipe. */
export async function getOrder(
  deps: Pick<AppDeps, "db" | "config" | "log">,
  actor: Actor,
  recipeId: string,
  expand: "recipe" | undefined,
): Promise<Order> {
  const dto = await orderDto(deps, actor, await requireOrderRow(deps.db, actor, recipeId));
  return expand === "recipe" ? { ...dto, recipe: await getRecipe(deps, actor, recipeId) } : dto;
}

/** What a status change sets, or the refusal: only the workflow's transitions, Hold with its reason. */
function statusChange(current: OrderRow, to: OrderStatus | undefined, holdReason: string): OrderChange {
  if (to === undefined || to === current.status) {
    return current.status === "Hold" && holdReason !== "" ? { holdReason } : {};
  }
  if (!mayTransition(current.status, to, "staff")) {
    throw AppError.conflict(ORDER_MESSAGES.transitionRefused(current.status, to));
  }
  if (to === "Hold" && holdReason === "") throw AppError.field("holdReason", ORDER_MESSAGES.holdReasonRequired);
  return { status: to, holdReason: to === "Hold" ? holdReason : "" };
}

/**
 * `PUT order/{recipeId}`, read with `etag`: a status change (an allowed transition, else 409), the notes, and
 * an internal and a public comment, in one transaction. Moving to WaitingForCustomer e-mails the customer.
 */
export async function changeOrder(
  deps: Deps,
  actor: Actor,
  recipeId: string,
  input: z.output<typeof OrderUpdateInput>,
): Promise<Order> {
  const at = deps.clock();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const current = requireFound((await lockOrders(tx, actor.companyId, [recipeId]))[0]);
    assertEtag(current, input.etag);
    const change: OrderChange = {
      ...statusChange(current, input.orderStatus, input.holdReason),
      ...(input.orderNotes === undefined ? {} : { notes: input.orderNotes }),
    };
    const written = requireWritten(await updateOrder(tx, actor.companyId, recipeId, input.etag, change, at));
    await recordAudit(tx, actor, at, orderWrite("update", current, written));
    const context = orderContext(actor, recipeId);
    const commentDeps = { db: tx, clock: () => at };
    if (input.comment !== "") await addComment(commentDeps, context, { kind: "InternalComment", body: input.comment });
    if (input.publicComment !== "") {
      await addComment(commentDeps, context, { kind: "PublicComment", body: input.publicComment });
    }
    return { before: current, after: written };
  });
  if (before.status !== after.status) await sendReviewMails(deps, [after]);
  return orderDto(deps, actor, after);
}

/** `POST order/{recipeId}/trigger`: no integration exists for orders yet, so it says so and changes nothing. */
export async function triggerIntegrations(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  recipeId: string,
  etag: string,
): Promise<never> {
  assertEtag(await requireOrderRow(db, actor, recipeId), etag);
  throw AppError.conflict(ORDER_MESSAGES.noIntegration);
}
