import { describe, expect, it } from "vitest";
import { cellText, columnHeading, pageCount, REPORT_PAGE_SIZE, reportColumns, rowsOfPage } from "./report-grid-rows";

describe("reportColumns", () => {
  it("takes the keys of the rows, dimensions first and the figures last", () => {
    expect(reportColumns([{ value: 3, product: "TEE", previous: 1, site: "US" }])).toEqual([
      "product",
      "site",
      "value",
      "previous",
    ]);
  });

  it("adds keys that only later rows hold", () => {
    expect(
      reportColumns([
        { month: "2026-01", value: 1 },
        { month: "2026-02", device: "mobile", value: 2 },
      ]),
    ).toEqual(["month", "device", "value"]);
  });

  it("has no columns without rows", () => {
    expect(reportColumns([])).toEqual([]);
  });
});

describe("columnHeading", () => {
  it.each([
    ["value", "Value"],
    ["previous", "Previous period"],
    ["eventType", "Event type"],
    ["product", "Product"],
    ["personalizationKey", "Personalization key"],
  ])("%s is headed %s", (key, heading) => {
    expect(columnHeading(key)).toBe(heading);
  });
});

describe("paging", () => {
  const rows = Array.from({ length: 250 }, (_, index) => index);

  it("pages 100 rows", () => {
    expect(REPORT_PAGE_SIZE).toBe(100);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
    expect(pageCount(250)).toBe(3);
  });

  it("shows the rows of a page, and the last page for one past the end", () => {
    expect(rowsOfPage(rows, 1)).toHaveLength(100);
    expect(rowsOfPage(rows, 2)[0]).toBe(100);
    expect(rowsOfPage(rows, 3)).toEqual(rows.slice(200));
    expect(rowsOfPage(rows, 9)).toEqual(rows.slice(200));
    expect(rowsOfPage(rows, 0)[0]).toBe(0);
  });
});

describe("cellText", () => {
  it.each([
    [1234, "1,234"],
    [0, "0"],
    ["US", "US"],
    [null, ""],
    [undefined, ""],
  ])("%j reads %j", (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
