import { describe, expect, it } from "vitest";
import { newAuditEntryId } from "./audit-entry-id";

describe("newAuditEntryId", () => {
  it("makes UUID version 7 ids that sort in the order they were made, within one millisecond too", () => {
    const ids = Array.from({ length: 10_000 }, () => newAuditEntryId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 5)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it("keeps the order when the clock goes back", () => {
    const later = newAuditEntryId(1_900_000_000_000);
    const earlier = newAuditEntryId(1_899_000_000_000);
    expect(earlier > later).toBe(true);
  });
});
