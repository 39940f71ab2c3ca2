import { describe, expect, it } from "vitest";
import { byName, filterItems, itemRow } from "./item-rows";

const rows = [
  itemRow("en-US", "English", "en-US", "United States"),
  itemRow("en-GB", "English", "en-GB", "United Kingdom"),
  itemRow("fr-CA", "French", "fr-CA", "Canada"),
];

describe("filterItems", () => {
  it("keeps every row for an empty or blank text, as the same array", () => {
    expect(filterItems(rows, "")).toBe(rows);
    expect(filterItems(rows, "   ")).toBe(rows);
  });

  it("keeps the rows holding every word, in name, code or detail, whatever the case", () => {
    expect(filterItems(rows, "english").map((row) => row.id)).toEqual(["en-US", "en-GB"]);
    expect(filterItems(rows, "ENGLISH kingdom").map((row) => row.id)).toEqual(["en-GB"]);
    expect(filterItems(rows, "fr-ca").map((row) => row.id)).toEqual(["fr-CA"]);
    expect(filterItems(rows, "german")).toEqual([]);
  });
});

describe("itemRow", () => {
  it("leaves out an empty detail", () => {
    expect(itemRow("a", "Alpha", "A", "")).toEqual({ id: "a", name: "Alpha", code: "A", haystack: "alpha\na" });
  });
});

describe("byName", () => {
  it("sorts rows by name", () => {
    expect(
      [...rows]
        .reverse()
        .sort(byName)
        .map((row) => row.name),
    ).toEqual(["English", "English", "French"]);
  });
});
