import { describe, expect, it } from "vitest";
import { TABLE_COLUMN_WIDTH, tableColumnWidth, tableColumnWidths } from "./table-columns";

describe("tableColumnWidth", () => {
  it.each([
    [[], 100],
    [[""], 100],
    [["a"], 100],
    // 8 * 10 + 16 = 96: still the minimum.
    [["abcdefghij"], 100],
    // 8 * 11 + 16 = 104.
    [["abcdefghijk"], 104],
    [["abc", "abcdefghijklmnop"], 8 * 16 + 16],
    // 8 * 29 + 16 = 248, 8 * 30 + 16 = 256: the maximum.
    [["x".repeat(29)], 248],
    [["x".repeat(30)], 250],
    [["x".repeat(5000)], 250],
  ])("%j is %i px", (texts, width) => {
    expect(tableColumnWidth(texts)).toBe(width);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(tableColumnWidth(["😀".repeat(12)])).toBe(12 * 8 + 16);
  });

  it("always stays between the minimum and the maximum", () => {
    for (let length = 0; length < 60; length++) {
      const width = tableColumnWidth(["y".repeat(length)]);
      expect(width).toBeGreaterThanOrEqual(TABLE_COLUMN_WIDTH.min);
      expect(width).toBeLessThanOrEqual(TABLE_COLUMN_WIDTH.max);
    }
  });
});

describe("tableColumnWidths", () => {
  it("takes the longest of the header and the cells of each column", () => {
    const header = ["Code", "A much longer header name", "Notes"];
    const rows = [["1", "short", "a note that is longer than its header"], ["2"]];
    expect(tableColumnWidths(header, rows)).toEqual([100, 25 * 8 + 16, 250]);
  });
});
