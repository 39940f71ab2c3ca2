import type { ReferenceData, ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { referenceDataLists } from "./reference-data-filter";

const item = (referenceDataId: string, dataType: ReferenceDataType, name: string, type: string): ReferenceData => ({
  referenceDataId,
  dataType,
  name,
  type,
  description: "Colour names in every language",
  etag: "1",
  files: [],
  recentFileHistory: [],
  lastUpdated: "2025-01-01T00:00:00.000Z",
});

const ITEMS = [
  item("a", "Mapping", "Colour translations", "COLOURS"),
  item("b", "Integration", "Sizes", "SIZE-TABLE"),
  item("c", "DataGrid", "Stock levels", "STOCK"),
  item("d", "Mapping", "Lace names", "LACES"),
];

const ids = (list: readonly ReferenceData[]) => list.map((entry) => entry.referenceDataId);

describe("referenceDataLists", () => {
  it("splits the items into the three lists, in the order given", () => {
    const lists = referenceDataLists(ITEMS, "");
    expect(ids(lists.Mapping.all)).toEqual(["a", "d"]);
    expect(ids(lists.Integration.all)).toEqual(["b"]);
    expect(ids(lists.DataGrid.all)).toEqual(["c"]);
    expect(ids(lists.Mapping.shown)).toEqual(["a", "d"]);
  });

  it.each([
    ["colour", ["a"]],
    ["LACES", ["d"]],
    ["size-table", ["b"]],
    ["stock lev", ["c"]],
    ["  ", ["a", "b", "c", "d"]],
    ["every language", []],
  ])("filters by name and code: %j", (text, expected) => {
    const lists = referenceDataLists(ITEMS, text);
    const shown = [...lists.Mapping.shown, ...lists.Integration.shown, ...lists.DataGrid.shown];
    expect(ids(shown).sort()).toEqual(expected);
    expect(lists.Mapping.all).toHaveLength(2);
  });
});
