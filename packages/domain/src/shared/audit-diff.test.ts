import { describe, expect, it } from "vitest";
import { AUDIT_TEXT_MAX, auditChanges, SECRET_MASK } from "./audit-diff";

describe("auditChanges", () => {
  it("lists each changed field with its value before and after, leaving out bookkeeping", () => {
    const before = { name: "Jacket", code: "J1", etag: "a", lastUpdated: "2026-01-01" };
    const after = { name: "Rain jacket", code: "J1", etag: "b", lastUpdated: "2026-01-02" };
    expect(auditChanges(before, after)).toEqual([{ field: "name", before: "Jacket", after: "Rain jacket" }]);
  });

  it("names nested fields by their path and compares lists of objects item by item", () => {
    const before = { prices: [{ currency: "USD", amount: 10 }], settings: { navigable: true } };
    const after = {
      prices: [
        { currency: "USD", amount: 12 },
        { currency: "EUR", amount: 11 },
      ],
      settings: { navigable: false },
    };
    expect(auditChanges(before, after)).toEqual([
      { field: "prices.0.amount", before: 10, after: 12 },
      { field: "prices.1", before: null, after: { currency: "EUR", amount: 11 } },
      { field: "settings.navigable", before: true, after: false },
    ]);
  });

  it("shows lists of plain values whole", () => {
    expect(auditChanges({ tags: ["a", "b"] }, { tags: ["a", "c"] })).toEqual([
      { field: "tags", before: ["a", "b"], after: ["a", "c"] },
    ]);
  });

  it("masks secrets: it says a password changed, never what it was", () => {
    const changes = auditChanges({ recipeSftpPassword: "old" }, { recipeSftpPassword: "new" });
    expect(changes).toEqual([{ field: "recipeSftpPassword", before: SECRET_MASK, after: SECRET_MASK }]);
    expect(JSON.stringify(auditChanges(null, { name: "K", keyHash: "abc", password: "p" }))).not.toMatch(/abc|"p"/);
  });

  it("lists the filled fields of a creation and of a removal", () => {
    expect(auditChanges(null, { name: "Jacket", tags: [], description: "", etag: "x" })).toEqual([
      { field: "name", before: null, after: "Jacket" },
    ]);
    expect(auditChanges({ name: "Jacket" }, null)).toEqual([{ field: "name", before: "Jacket", after: null }]);
  });

  it("cuts long texts and writes dates as ISO text", () => {
    const [change] = auditChanges({ code: "" }, { code: "x".repeat(AUDIT_TEXT_MAX + 10) });
    expect(String(change?.after)).toHaveLength(AUDIT_TEXT_MAX + 1);
    expect(auditChanges({ at: new Date(0) }, { at: new Date(1000) })).toEqual([
      { field: "at", before: "1970-01-01T00:00:00.000Z", after: "1970-01-01T00:00:01.000Z" },
    ]);
  });

  it("answers no change when nothing but bookkeeping changed", () => {
    expect(auditChanges({ name: "A", etag: "1" }, { name: "A", etag: "2" })).toEqual([]);
  });
});
