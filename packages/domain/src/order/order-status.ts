import { z } from "zod";

/** The order statuses of spec part 3, section 4, in the order the status filter lists them. */
export const ORDER_STATUSES = [
  "Created",
  "Saved",
  "Approved",
  "Rejected",
  "Cancelled",
  "Hold",
  "WaitingForCustomer",
  "CustomerApproved",
  "CustomerRevision",
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES, { error: "Choose one of the order statuses." });
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The colour of a status label (section 4): info, success, danger or warning. */
export type OrderStatusTone = "info" | "success" | "danger" | "warning";

export const ORDER_STATUS_TONE: Record<OrderStatus, OrderStatusTone> = {
  Created: "info",
  Saved: "info",
  WaitingForCustomer: "info",
  Approved: "success",
  CustomerApproved: "success",
  Rejected: "danger",
  CustomerRevision: "danger",
  Cancelled: "danger",
  Hold: "warning",
};

/** A status as people read it: the camel-case name split into words ('WaitingForCustomer' → 'Waiting For Customer'). */
export function orderStatusLabel(status: OrderStatus): string {
  return status.replace(/([a-z])([A-Z])/g, "$1 $2");
}
