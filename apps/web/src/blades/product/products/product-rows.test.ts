import { compileProductFilter } from "@atelier/domain/product/product-filter";
import type { ProductSummary } from "@atelier/domain/product/product-list.schema";
import { describe, expect, it } from "vitest";
import { filterRows, offeredRows } from "./product-rows";

function product(productId: string, name: string, styleCode: string, tags: string[] = []): ProductSummary {
  return {
    productId,
    etag: "1",
    name,
    styleCode,
    description: "",
    mixinOnly: false,
    tags,
    productType: "Standard",
    productStatus: "Development",
    created: "2026-01-01T00:00:00.000Z",
    lastUpdated: "2026-01-01T00:00:00.000Z",
    lastUpdatedBy: null,
  };
}

const PRODUCTS = [
  product("1", "Classic Court Sneaker", "SNK-CC-100", ["footwear", "Leather"]),
  product("2", "Trail Runner", "SNK-TR-210", ["footwear", "summer-2026"]),
  product("3", "Canvas Tote Bag", "BAG-CT-1", ["bags", "summer-2026"]),
  product("4", "Beanie", "HAT-BN-2", []),
];
const ids = (rows: readonly { product: ProductSummary }[]) => rows.map((row) => row.product.productId);

describe("offeredRows", () => {
  it("offers every product without a scope or exclusions", () => {
    expect(ids(offeredRows(PRODUCTS, { scope: [] }))).toEqual(["1", "2", "3", "4"]);
  });

  it("keeps the products carrying a scope tag, whatever its case", () => {
    expect(ids(offeredRows(PRODUCTS, { scope: ["summer-2026"] }))).toEqual(["2", "3"]);
    expect(ids(offeredRows(PRODUCTS, { scope: ["leather", "BAGS"] }))).toEqual(["1", "3"]);
  });

  it("leaves out the excluded ids", () => {
    expect(ids(offeredRows(PRODUCTS, { scope: [], excludedIds: ["2", "4"] }))).toEqual(["1", "3"]);
  });
});

describe("filterRows", () => {
  const rows = offeredRows(PRODUCTS, { scope: [] });
  it.each([
    ["", ["1", "2", "3", "4"]],
    ["a", ["1", "2", "3", "4"]],
    ["snk", ["1", "2"]],
    ["SNK trail", ["2"]],
    ["tote or beanie", ["3", "4"]],
    ["snk !trail", ["1"]],
    ["!footwear", ["3", "4"]],
    ["summer !bag", ["2"]],
    ["leather", ["1"]],
    ["nothing-like-it", []],
  ])("%j keeps %j", (text, expected) => {
    expect(ids(filterRows(rows, compileProductFilter(text)))).toEqual(expected);
  });

  it("returns the rows themselves when nothing filters", () => {
    expect(filterRows(rows, compileProductFilter(" x "))).toBe(rows);
  });
});
