import {
  type Order,
  type OrderAttachment,
  OrderAttachmentType,
  type OrderComment,
  type OrderListItem,
} from "@atelier/domain/order/order.schema";
import type { Attachment, Comment } from "@atelier/domain/shared/comment.schema";
import type { OrderRow } from "../../../db/schema/orders";

/** The order id, and its number when it has one: the panel's title, the trail's label and the e-mail's words. */
export const orderLabel = (row: Pick<OrderRow, "orderId" | "orderNumber">) =>
  row.orderNumber ? `${row.orderId} (${row.orderNumber})` : row.orderId;

export function toOrderListItemDto(row: OrderRow): OrderListItem {
  return {
    recipeId: row.recipeId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderStatus: row.status,
    styleCodes: row.styleCodes,
    siteCodes: row.siteCodes,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}

/** The order as its trail records it: what staff change, without the access code or the trail itself. */
export function toAuditedOrder(row: OrderRow) {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    itemId: row.itemId,
    itemQuantity: row.itemQuantity,
    customerEmail: row.customerEmail,
    orderStatus: row.status,
    holdReason: row.holdReason,
    orderNotes: row.notes,
    fulfillmentStatus: row.fulfillmentStatus,
  };
}

export function toOrderCommentDto(comment: Comment): OrderComment {
  return {
    commentId: comment.commentId,
    type: comment.kind,
    when: comment.created,
    content: comment.body,
    author: comment.author,
  };
}

/** An attachment of the order at `ownerPath` (`order/{recipeId}`), its download address under the API. */
export function toOrderAttachmentDto(ownerPath: string, attachment: Attachment): OrderAttachment {
  const type = OrderAttachmentType.safeParse(attachment.usage);
  return {
    attachmentId: attachment.attachmentId,
    name: attachment.name,
    url: `/api/v1/${ownerPath}/attachment/${attachment.attachmentId}/content`,
    type: type.success ? type.data : "internal",
    view: attachment.view,
    placement: attachment.placement,
    version: attachment.currentVersion,
    contentType: attachment.contentType,
    size: attachment.size,
    created: attachment.created,
    lastUpdated: attachment.lastUpdated,
  };
}

/** What the order's DTO adds to its row: the caller's transitions, the review link and the trail. */
export type OrderDetails = Pick<
  Order,
  "allowedTransitions" | "accessCode" | "reviewUrl" | "orderHistory" | "orderComments" | "attachments"
>;

export function toOrderDto(row: OrderRow, details: OrderDetails): Order {
  return {
    ...toOrderListItemDto(row),
    itemId: row.itemId,
    itemQuantity: row.itemQuantity,
    fulfillmentStatus: row.fulfillmentStatus,
    orderNotes: row.notes,
    holdReason: row.holdReason,
    customerEmail: row.customerEmail,
    ...details,
    etag: row.etag,
  };
}
