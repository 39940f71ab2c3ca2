import { describe, expect, it } from "vitest";
import { component, option, placement, pricedBlueprint, usd } from "./blueprint.fixture";
import { priceConfiguration, priceListCents } from "./price";

const red = option("RED", { priceJson: [usd(10.1), usd(8, 10)], setupPriceJson: [usd(25)] });
const leather = option("LEA", { priceJson: [usd(20.2)], quantityMultiplier: 1.5 });
const logo = option("LOGO", { priceJson: [usd(3.33)], priceOnce: "logo" });
const blueprint = pricedBlueprint([
  placement("UP", [component("UP-RED-LEA", { options: [red, leather] }), component("UP-LOGO", { options: [logo] })], {
    name: "Upper",
  }),
  placement("SO", [component("SO-LOGO", { options: [logo] })], { name: "Sole", quantityMultiplier: 2 }),
]);

describe("priceListCents", () => {
  it.each([
    [1, 1010],
    [9, 1010],
    [10, 800],
    [500, 800],
  ])("answers the entry with the highest breakpoint at or below quantity %i", (quantity, cents) => {
    expect(priceListCents(red.priceJson, "USD", quantity)).toBe(cents);
  });

  it("answers 0 for a currency the list does not have", () => {
    expect(priceListCents(red.priceJson, "GBP", 1)).toBe(0);
  });
});

describe("priceConfiguration", () => {
  it("adds the base price, the used packages and the components' options, in cents", () => {
    const price = priceConfiguration(blueprint, { UP: "UP-RED-LEA" }, { quantity: 1 });
    // 100 + package 5 + 1 per component + 10.10 + 20.20 x 1.5 (30.30), then 25 setup once.
    expect(price).toEqual({
      currencyCode: "USD",
      value: 171.4,
      quantity: 1,
      lines: [
        { label: "Base price", value: 100 },
        { label: "Uppers", value: 6 },
        { label: "Upper: RED LEA", value: 40.4 },
        { label: "Setup, Upper: RED LEA", value: 25 },
      ],
    });
  });

  it("multiplies by quantity (with its breakpoints) but charges setup prices once", () => {
    const price = priceConfiguration(blueprint, { UP: "UP-RED-LEA" }, { quantity: 10 });
    // (100 + 6 + 8 + 30.30) x 10 + 25.
    expect(price?.value).toBe(1468);
    expect(price?.lines.reduce((sum, line) => sum + Math.round(line.value * 100), 0)).toBe(146800);
  });

  it("charges a price-once group once, and multiplies by the placement's quantity multiplier", () => {
    const both = priceConfiguration(blueprint, { UP: "UP-LOGO", SO: "SO-LOGO" }, { quantity: 1 });
    // 100 + package 5 + 2 x 1 + 3.33 once (on the first placement).
    expect(both?.value).toBe(110.33);
    const sole = priceConfiguration(blueprint, { SO: "SO-LOGO" }, { quantity: 1 });
    // 100 + 5 + 1 + 3.33 x 2.
    expect(sole?.value).toBe(112.66);
  });

  it("prices in the currency asked for; the first of the base price otherwise", () => {
    expect(priceConfiguration(blueprint, {}, { quantity: 1, currency: "EUR" })?.value).toBe(90);
    expect(priceConfiguration(blueprint, {}, { quantity: 1 })?.currencyCode).toBe("USD");
  });

  it("ignores selections of unknown placements or components", () => {
    expect(priceConfiguration(blueprint, { UP: "NOPE", XX: "UP-LOGO" }, { quantity: 1 })?.value).toBe(100);
  });

  it("answers null when nothing has a price", () => {
    const bare = pricedBlueprint(
      [placement("UP", [component("UP-X", { options: [option("X")] })], { name: "Upper" })],
      {
        priceJson: [],
        packages: [],
      },
    );
    expect(priceConfiguration(bare, { UP: "UP-X" }, { quantity: 1 })).toBeNull();
  });

  it("adds many small values without drift", () => {
    const cheap = option("C", { priceJson: [usd(0.1)] });
    const many = pricedBlueprint(
      Array.from({ length: 30 }, (_, index) =>
        placement(`P${index}`, [component(`P${index}-C`, { options: [cheap], packageId: "none" })]),
      ),
      { priceJson: [usd(0.2)] },
    );
    const selections = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`P${index}`, `P${index}-C`]));
    expect(priceConfiguration(many, selections, { quantity: 3 })?.value).toBe(9.6);
  });
});
