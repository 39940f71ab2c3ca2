import { describe, expect, it } from "vitest";
import { countsByDay, dayPoints, daysOf, sharePercent, splitBrowsers } from "./dashboard-figures";

describe("daysOf", () => {
  it("lists every day, both ends included, across a month end", () => {
    expect(daysOf({ start: "2026-10-30", end: "2026-11-02" })).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });
  it("crosses the daylight-saving change without skipping", () => {
    expect(daysOf({ start: "2026-03-28", end: "2026-03-31" })).toHaveLength(4);
  });
});

describe("dayPoints", () => {
  const counts = countsByDay(
    [
      { year: 2026, month: 11, day: 2, count: 3 },
      { year: 2026, month: 11, day: 2, count: 1 },
    ],
    (interval) => interval.count,
  );
  it("fills the days without recipes with 0", () => {
    expect(dayPoints({ start: "2026-11-01", end: "2026-11-03" }, counts)).toEqual([
      { day: "11/01", date: "2026-11-01", count: 0 },
      { day: "11/02", date: "2026-11-02", count: 4 },
      { day: "11/03", date: "2026-11-03", count: 0 },
    ]);
  });
  it("puts the previous period's n-th day beside the n-th day", () => {
    const previous = { period: { start: "2026-10-29", end: "2026-10-31" }, counts: new Map([["2026-10-30", 7]]) };
    expect(dayPoints({ start: "2026-11-01", end: "2026-11-03" }, counts, previous).map((p) => p.previous)).toEqual([
      0, 7, 0,
    ]);
  });
});

describe("browsers", () => {
  const browser = (family: string, mobile: boolean, count: number) => ({
    browserFamily: family,
    browserVersion: "1",
    browserMobile: mobile,
    count,
  });
  it("splits desktop and mobile, most first, ten each", () => {
    const many = Array.from({ length: 12 }, (_, index) => browser(`D${index}`, false, index));
    const { desktop, mobile } = splitBrowsers([...many, browser("M", true, 5)]);
    expect(desktop).toHaveLength(10);
    expect(desktop[0]?.browserFamily).toBe("D11");
    expect(mobile.map((b) => b.browserFamily)).toEqual(["M"]);
  });
  it("gives whole percents", () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
