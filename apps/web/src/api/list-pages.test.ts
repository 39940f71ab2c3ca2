import { describe, expect, it } from "vitest";
import { nextPageStart, pagedRows } from "./list-pages";

const page = (rows: number[], total: number) => ({ rows, total });

describe("nextPageStart", () => {
  it("starts at 0 before any page", () => {
    expect(nextPageStart([])).toBe(0);
  });

  it("starts after the rows loaded while the server holds more", () => {
    expect(nextPageStart([page([1, 2], 5)])).toBe(2);
    expect(nextPageStart([page([1, 2], 5), page([3, 4], 5)])).toBe(4);
  });

  it("stops once every row is loaded, or when a page comes back empty", () => {
    expect(nextPageStart([page([1, 2], 5), page([3, 4], 5), page([5], 5)])).toBeUndefined();
    expect(nextPageStart([page([], 0)])).toBeUndefined();
    expect(nextPageStart([page([1, 2], 5), page([], 3)])).toBeUndefined();
  });
});

describe("pagedRows", () => {
  it("joins the pages in order, keeping a single page's array", () => {
    const first = page([1, 2], 3);
    expect(pagedRows([first])).toBe(first.rows);
    expect(pagedRows([first, page([3], 3)])).toEqual([1, 2, 3]);
    expect(pagedRows(undefined)).toEqual([]);
  });
});
