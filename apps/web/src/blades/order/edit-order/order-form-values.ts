import { type Order, OrderUpdateInput } from "@atelier/domain/order/order.schema";
import type { z } from "zod";

/** The panel's fields: the update call's, less the etag, which comes from the order the edits started from. */
export const OrderPanelFields = OrderUpdateInput.omit({ etag: true });
export type OrderPanelValues = z.input<typeof OrderPanelFields>;
export type OrderPanelOutput = z.output<typeof OrderPanelFields>;

/** The panel's fields for an order as read or saved: no pending status, its notes, no new comment. */
export function orderPanelValues(order: Order | null): OrderPanelValues {
  return {
    orderStatus: undefined,
    holdReason: "",
    orderNotes: order?.orderNotes ?? "",
    comment: "",
    publicComment: "",
  };
}

/**
 * What Save sends: the etag, and only what changed: a pending status (with the reason of a Hold), the notes
 * when edited, and each new comment that is not empty.
 */
export function orderUpdateInput(values: OrderPanelOutput, current: Order): OrderUpdateInput {
  const input: OrderUpdateInput = { etag: current.etag };
  if (values.orderStatus !== undefined) {
    input.orderStatus = values.orderStatus;
    if (values.orderStatus === "Hold") input.holdReason = values.holdReason;
  }
  if (values.orderNotes !== undefined && values.orderNotes !== current.orderNotes) input.orderNotes = values.orderNotes;
  if (values.comment !== "") input.comment = values.comment;
  if (values.publicComment !== "") input.publicComment = values.publicComment;
  return input;
}
