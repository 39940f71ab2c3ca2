import { describe, expect, it } from "vitest";
import { perDay, perDayBySite, productsOf, siteCodesByCount } from "./tile-shapes";

const rows = [
  { day: "2026-04-01", siteCode: "US", count: 2 },
  { day: "2026-04-01", siteCode: "EU", count: 3 },
  { day: "2026-04-03", siteCode: "US", count: 4 },
];

describe("tile shapes", () => {
  it("orders site codes by their counts, ties by code", () => {
    expect(siteCodesByCount(rows)).toEqual(["US", "EU"]);
    expect(
      siteCodesByCount([
        { siteCode: "b", count: 1 },
        { siteCode: "a", count: 1 },
      ]),
    ).toEqual(["a", "b"]);
    expect(siteCodesByCount([])).toEqual([]);
  });

  it("sums per day, leaving days without rows out", () => {
    expect(perDay(rows)).toEqual({
      total: 9,
      intervals: [
        { year: 2026, month: 4, day: 1, count: 5 },
        { year: 2026, month: 4, day: 3, count: 4 },
      ],
      siteCodes: ["US", "EU"],
    });
    expect(perDay([])).toEqual({ total: 0, intervals: [], siteCodes: [] });
  });

  it("keeps each day's sites apart", () => {
    expect(perDayBySite(rows).intervals).toEqual([
      { year: 2026, month: 4, day: 1, count: { US: 2, EU: 3 } },
      { year: 2026, month: 4, day: 3, count: { US: 4 } },
    ]);
  });

  it("groups a product's sites under it", () => {
    expect(
      productsOf([
        { styleCode: "A", total: 5, siteCode: "US", count: 3 },
        { styleCode: "A", total: 5, siteCode: "EU", count: 2 },
        { styleCode: "B", total: 1, siteCode: "", count: 1 },
      ]),
    ).toEqual([
      {
        styleCodes: ["A"],
        count: 5,
        byPrimarySite: [
          { siteCode: "US", count: 3 },
          { siteCode: "EU", count: 2 },
        ],
      },
      { styleCodes: ["B"], count: 1, byPrimarySite: [{ siteCode: "", count: 1 }] },
    ]);
  });
});
