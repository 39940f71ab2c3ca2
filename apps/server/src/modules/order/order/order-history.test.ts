import type { AuditEntry } from "@atelier/domain/shared/audit.schema";
import { describe, expect, it } from "vitest";
import { toOrderHistoryEntry } from "./order-history";

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  auditEntryId: "1",
  at: "2026-05-01T10:00:00.000Z",
  actor: { kind: "user", name: "Ada", userId: "u1", apiKeyId: null },
  resourceType: "order",
  resourceId: "abcdefABCDEF",
  resourcePath: "order/abcdefABCDEF",
  resourceLabel: "SHOP-1 (1001)",
  action: "update",
  changes: [],
  ...values,
});

describe("an order's history line", () => {
  it.each([
    [entry({ action: "create" }), "Order added", "SHOP-1 (1001)"],
    [
      entry({
        changes: [
          { field: "orderStatus", before: "Saved", after: "WaitingForCustomer" },
          { field: "holdReason", before: "Artwork", after: "" },
        ],
      }),
      "Status changed",
      "Status: Saved → Waiting For Customer; Hold reason: Artwork → (none)",
    ],
    [entry({ changes: [{ field: "orderNotes", before: "a", after: "b" }] }), "Order changed", "Notes changed"],
    [entry({ resourceType: "comment", action: "create", resourceLabel: "Looks good" }), "Comment added", "Looks good"],
    [entry({ resourceType: "comment", action: "delete", resourceLabel: "Oops" }), "Comment removed", "Oops"],
    [
      entry({ resourceType: "attachment", action: "update", resourceLabel: "proof.png" }),
      "New file version",
      "proof.png",
    ],
    [
      entry({ resourceType: "review", action: "approve", resourceLabel: "Approved proof.png v2" }),
      "Customer approved",
      "Approved proof.png v2",
    ],
    [
      entry({ resourceType: "review", action: "revise", resourceLabel: "Revision asked" }),
      "Customer asked for a revision",
      "Revision asked",
    ],
    [entry({ resourceType: "integration", action: "run", resourceLabel: "SFTP" }), "integration run", "SFTP"],
  ])("reads %#", (audit, action, description) => {
    expect(toOrderHistoryEntry(audit)).toEqual({ action, description, when: audit.at, by: "Ada" });
  });
});
