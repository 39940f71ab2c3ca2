import type { OrderStatus } from "./order-status";

/**
 * Who moves an order: staff (a user who handles orders, or an API key with that role) or the customer on the
 * review page, with the order's access code.
 */
export type OrderParty = "staff" | "customer";

/**
 * Where staff may move an order from each status (docs/decisions/domain-order-status-workflow.md). Cancelled is
 * final; Rejected may be reopened as Saved. Staff send an order to the customer (WaitingForCustomer) and may
 * take it back, but never answer for the customer.
 */
const STAFF_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Created: ["Saved", "Approved", "Rejected", "Cancelled", "Hold", "WaitingForCustomer"],
  Saved: ["Approved", "Rejected", "Cancelled", "Hold", "WaitingForCustomer"],
  Approved: ["Saved", "Hold", "Cancelled"],
  Rejected: ["Saved"],
  Cancelled: [],
  Hold: ["Saved", "Approved", "Rejected", "Cancelled", "WaitingForCustomer"],
  WaitingForCustomer: ["Saved", "Hold", "Cancelled"],
  CustomerApproved: ["Approved", "Saved", "Hold", "Cancelled", "WaitingForCustomer"],
  CustomerRevision: ["Saved", "Hold", "Cancelled", "Rejected", "WaitingForCustomer"],
};

/** The customer answers a proof, and only while the order waits for them. */
const CUSTOMER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Created: [],
  Saved: [],
  Approved: [],
  Rejected: [],
  Cancelled: [],
  Hold: [],
  WaitingForCustomer: ["CustomerApproved", "CustomerRevision"],
  CustomerApproved: [],
  CustomerRevision: [],
};

/** The statuses `party` may move an order in `from` to (the order's `allowedTransitions` for that caller). */
export function allowedTransitions(from: OrderStatus, party: OrderParty): readonly OrderStatus[] {
  return (party === "staff" ? STAFF_TRANSITIONS : CUSTOMER_TRANSITIONS)[from];
}

export function mayTransition(from: OrderStatus, to: OrderStatus, party: OrderParty): boolean {
  return allowedTransitions(from, party).includes(to);
}

/** Whether staff may still cancel the order (the list's `cancelable` filter). */
export function isCancelable(status: OrderStatus): boolean {
  return mayTransition(status, "Cancelled", "staff");
}

/** The statuses staff may cancel from, for a query that filters on them. */
export const CANCELABLE_STATUSES: readonly OrderStatus[] = (Object.keys(STAFF_TRANSITIONS) as OrderStatus[]).filter(
  isCancelable,
);
