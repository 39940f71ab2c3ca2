import { describe, expect, it } from "vitest";
import { formatPrice } from "./price-format";

describe("formatPrice", () => {
  it("writes a known currency the locale's way", () => {
    expect(formatPrice(1234.5, "USD", "en-US")).toBe("$1,234.50");
    expect(formatPrice(12, "EUR", "en-US")).toBe("€12.00");
  });

  it("writes an unknown currency code before the amount", () => {
    expect(formatPrice(3, "POINTS", "en-US")).toBe("POINTS 3.00");
  });
});
