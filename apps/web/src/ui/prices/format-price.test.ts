import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it.each([
    [99, "USD", "$99.00"],
    [99.5, "EUR", "€99.50"],
    [1234.5, "GBP", "£1,234.50"],
    [12, "JPY", "¥12.00"],
    [7, "CAD", "CA$7.00"],
    [0.1 + 0.2, "USD", "$0.30"],
    [-3, "USD", "-$3.00"],
  ])("shows %s %s as %s", (value, currency, shown) => {
    expect(formatPrice(value, currency)).toBe(shown);
  });

  it("shows any well-formed code Intl does not name by a symbol with the code", () => {
    expect(formatPrice(99, "chf")).toBe("CHF\u00a099.00");
  });

  it("shows the number alone with 2 decimals when the currency is unknown or free text", () => {
    expect(formatPrice(99)).toBe("99.00");
    expect(formatPrice(99, "")).toBe("99.00");
    expect(formatPrice(99, "POINTS")).toBe("99.00");
  });

  it("shows nothing for a value that is not a number", () => {
    expect(formatPrice(Number.NaN, "USD")).toBe("");
  });
});
