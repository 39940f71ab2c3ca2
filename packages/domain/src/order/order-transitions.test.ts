import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import {
  allowedTransitions,
  CANCELABLE_STATUSES,
  isCancelable,
  mayTransition,
  type OrderParty,
} from "./order-transitions";

/**
 * The workflow written out as a table, one row per status: the statuses staff may move an order to, and the
 * ones the customer may (docs/decisions/domain-order-status-workflow.md). Every pair not listed is refused.
 */
const EXPECTED: Record<OrderStatus, Record<OrderParty, OrderStatus[]>> = {
  Created: {
    staff: ["Saved", "Approved", "Rejected", "Cancelled", "Hold", "WaitingForCustomer"],
    customer: [],
  },
  Saved: { staff: ["Approved", "Rejected", "Cancelled", "Hold", "WaitingForCustomer"], customer: [] },
  Approved: { staff: ["Saved", "Hold", "Cancelled"], customer: [] },
  Rejected: { staff: ["Saved"], customer: [] },
  Cancelled: { staff: [], customer: [] },
  Hold: { staff: ["Saved", "Approved", "Rejected", "Cancelled", "WaitingForCustomer"], customer: [] },
  WaitingForCustomer: { staff: ["Saved", "Hold", "Cancelled"], customer: ["CustomerApproved", "CustomerRevision"] },
  CustomerApproved: { staff: ["Approved", "Saved", "Hold", "Cancelled", "WaitingForCustomer"], customer: [] },
  CustomerRevision: { staff: ["Saved", "Hold", "Cancelled", "Rejected", "WaitingForCustomer"], customer: [] },
};

const PARTIES: OrderParty[] = ["staff", "customer"];
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe("the order status workflow", () => {
  for (const party of PARTIES) {
    it.each(pairs)(`${party}: %s → %s is allowed exactly when the table lists it`, (from, to) => {
      expect(mayTransition(from, to, party)).toBe(EXPECTED[from][party].includes(to));
    });
  }

  it("answers each status's transitions in the table's order", () => {
    for (const from of ORDER_STATUSES) {
      for (const party of PARTIES) expect(allowedTransitions(from, party)).toEqual(EXPECTED[from][party]);
    }
  });

  it("never lets an order stay where it is, staff answer for the customer, or the customer do anything else", () => {
    for (const [from, to] of pairs) {
      if (from === to) expect(mayTransition(from, to, "staff") || mayTransition(from, to, "customer")).toBe(false);
      if (to === "CustomerApproved" || to === "CustomerRevision") expect(mayTransition(from, to, "staff")).toBe(false);
      if (mayTransition(from, to, "customer")) expect(from).toBe("WaitingForCustomer");
    }
  });

  it("lists as cancelable every status staff may cancel from", () => {
    expect(CANCELABLE_STATUSES).toEqual(
      ORDER_STATUSES.filter((status) => EXPECTED[status].staff.includes("Cancelled")),
    );
    expect(isCancelable("Cancelled")).toBe(false);
    expect(isCancelable("Rejected")).toBe(false);
  });
});
