import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breakpointFromInput,
  currencyChoice,
  currencyCodeFor,
  isCurrencyChoice,
  newPriceEntry,
  priceValueFromInput,
} from "./price-rows";

describe("currencies", () => {
  it.each([
    ["USD", "USD"],
    ["CNY", "CNY"],
    ["CHF", "Other"],
    ["", "Other"],
    ["usd", "Other"],
  ])("%j shows as %s", (code, choice) => {
    expect(currencyChoice(code)).toBe(choice);
  });

  it("starts an empty code for 'Other'", () => {
    expect(currencyCodeFor("Other")).toBe("");
    expect(currencyCodeFor("EUR")).toBe("EUR");
  });

  it("accepts only offered choices", () => {
    expect(isCurrencyChoice("GBP")).toBe(true);
    expect(isCurrencyChoice("Other")).toBe(true);
    expect(isCurrencyChoice("CHF")).toBe(false);
    expect(isCurrencyChoice(null)).toBe(false);
  });
});

describe("priceValueFromInput", () => {
  it.each<[number | string, number]>([
    [12.5, 12.5],
    [1.005, 1.01],
    [10.234, 10.23],
    ["7", 7],
  ])("%j is %d", (input, expected) => {
    expect(priceValueFromInput(input)).toBe(expected);
  });

  it("is NaN while blank", () => {
    expect(priceValueFromInput("")).toBeNaN();
    expect(priceValueFromInput("abc")).toBeNaN();
  });

  it("always has at most 2 decimals", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (input) => {
        const value = priceValueFromInput(input);
        expect(Math.abs(Math.round(value * 100) - value * 100)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe("breakpointFromInput", () => {
  it.each<[number | string, number | null]>([
    [10, 10],
    ["", null],
    ["12", 12],
    [3.7, 3],
  ])("%j is %j", (input, expected) => {
    expect(breakpointFromInput(input)).toBe(expected);
  });
});

describe("newPriceEntry", () => {
  it("starts in USD, then in the last price's currency", () => {
    expect(newPriceEntry([])).toMatchObject({ currencyCode: "USD", value: 0, breakpoint: null });
    const previous = { id: "p", currencyCode: "EUR", value: 3, breakpoint: 10 };
    const next = newPriceEntry([previous]);
    expect(next).toMatchObject({ currencyCode: "EUR", value: 0, breakpoint: null });
    expect(next.id).not.toBe(previous.id);
  });
});
