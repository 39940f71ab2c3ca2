import type { Order, OrderAttachmentType } from "@atelier/domain/order/order.schema";
import { useAttachOrderFile } from "../../../api/order/order-files";

/** What the file is and what it is about; empty view and placement for none. */
export interface OrderFileTarget {
  type: OrderAttachmentType;
  view: string;
  placement: string;
}

/**
 * Attaches files to the order with its current etag; the order as it is after each becomes the panel's current
 * one (its edits stay). A failure stays with the place that sent the file (spec part 3, 8).
 */
export function useOrderUpload(order: Order, onAttached: (order: Order) => void) {
  const attach = useAttachOrderFile();
  return {
    send: (file: File, target: OrderFileTarget) =>
      attach.mutate({ recipeId: order.recipeId, etag: order.etag, file, ...target }, { onSuccess: onAttached }),
    sending: attach.isPending,
    /** What was sent last, while it is under way. */
    target: attach.isPending ? attach.variables : undefined,
    error: attach.error,
    clearError: attach.reset,
  };
}
