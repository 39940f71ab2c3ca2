import { describe, expect, it } from "vitest";
import { attachmentFileName } from "./order-files";

describe("attachmentFileName", () => {
  it.each([
    ['attachment; filename="orders-2026-11-26.csv"', "orders-2026-11-26.csv"],
    ["attachment; filename=orders.csv", "orders.csv"],
    ["attachment; filename*=UTF-8''commandes%20%C3%A9t%C3%A9.csv", "commandes été.csv"],
  ])("reads the name of %s", (header, name) => {
    expect(attachmentFileName(header, "fallback.csv")).toBe(name);
  });

  it("falls back without a header or a name in it", () => {
    expect(attachmentFileName(null, "fallback.csv")).toBe("fallback.csv");
    expect(attachmentFileName("inline", "fallback.csv")).toBe("fallback.csv");
  });
});
