import type { UnmappedAttribute } from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { filterUnmapped } from "./unmapped-filter";

const ITEMS: UnmappedAttribute[] = [
  { id: "1", value: "Crimson", key: "colour", foundOnType: "ComponentOption", foundOnName: "Red laces" },
  { id: "2", value: "Canvas", key: "material", foundOnType: "Product", foundOnName: "Classic sneaker" },
  { id: "3", value: "Navy", key: "colour", foundOnType: "ComponentOption", foundOnName: "Blue upper" },
];

describe("filterUnmapped", () => {
  it.each([
    ["", ["1", "2", "3"]],
    ["crim", ["1"]],
    ["COLOUR", ["1", "3"]],
    ["colour blue", ["3"]],
    ["sneaker", ["2"]],
    ["ComponentOption", []],
  ])("%j leaves %j", (text, expected) => {
    expect(filterUnmapped(ITEMS, text).map((item) => item.id)).toEqual(expected);
  });

  it("gives the same list back for an empty text", () => {
    expect(filterUnmapped(ITEMS, " ")).toBe(ITEMS);
  });
});
