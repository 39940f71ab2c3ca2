import { describe, expect, it } from "vitest";
import {
  addDays,
  byteUnitFor,
  daysIn,
  fillDays,
  formatBytes,
  formatThousands,
  monthRange,
  padDays,
  shortDayLabel,
  trailingRange,
  utcDayKey,
} from "./usage-series";

describe("utcDayKey", () => {
  it.each([
    ["2026-11-03T00:00:00.000Z", "2026-11-03"],
    ["2026-11-03T23:59:59.999Z", "2026-11-03"],
    // 23:30 in New York on 31 December is already the next year in UTC.
    ["2026-12-31T23:30:00-05:00", "2027-01-01"],
  ])("%s is the UTC day %s", (at, day) => {
    expect(utcDayKey(new Date(at))).toBe(day);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-03-29", 0, "2026-03-29"],
    ["2028-03-01", -1, "2028-02-29"],
  ])("%s plus %i is %s", (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });

  it("refuses what is not a day", () => {
    expect(() => addDays("2026-13-01", 1)).toThrow(RangeError);
  });
});

describe("monthRange", () => {
  it.each([
    ["2026-11-03", "2026-11-01"],
    ["2026-11-01", "2026-11-01"],
    ["2026-12-31", "2026-12-01"],
    ["2028-02-29", "2028-02-01"],
  ])("runs from the 1st of %s's month to it", (today, start) => {
    expect(monthRange(today)).toEqual({ start, end: today });
  });
});

describe("trailingRange", () => {
  it.each([
    ["2026-11-30", 30, "2026-11-01"],
    ["2026-11-03", 30, "2026-10-05"],
    ["2027-01-10", 30, "2026-12-12"],
    ["2028-03-01", 30, "2028-02-01"],
    ["2026-03-01", 30, "2026-01-31"],
    ["2026-11-03", 1, "2026-11-03"],
  ])("the days ending %s, %i of them, start on %s", (today, days, start) => {
    const range = trailingRange(today, days);
    expect(range).toEqual({ start, end: today });
    expect(daysIn(range)).toHaveLength(days);
  });
});

describe("daysIn", () => {
  it("lists every day across a leap February and a year change", () => {
    expect(daysIn({ start: "2028-02-27", end: "2028-03-01" })).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
    ]);
    expect(daysIn({ start: "2026-12-30", end: "2027-01-02" })).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });

  it("is empty when the range ends before it starts", () => {
    expect(daysIn({ start: "2026-11-02", end: "2026-11-01" })).toEqual([]);
  });
});

describe("fillDays", () => {
  const range = { start: "2026-12-30", end: "2027-01-02" };

  it("puts 0 on missing days, sums the total and leaves out days outside the range", () => {
    const rows = [
      { date: "2026-12-29", total: 1000 },
      { date: "2026-12-31", total: 7 },
      { date: "2027-01-02", total: 5 },
      { date: "2027-01-03", total: 1000 },
    ];
    expect(fillDays(range, rows)).toEqual({
      total: 12,
      days: [
        { date: "2026-12-30", total: 0 },
        { date: "2026-12-31", total: 7 },
        { date: "2027-01-01", total: 0 },
        { date: "2027-01-02", total: 5 },
      ],
    });
  });

  it("adds rows of the same day", () => {
    const rows = [
      { date: "2026-12-31", total: 7 },
      { date: "2026-12-31", total: 3 },
    ];
    expect(fillDays(range, rows).days[1]).toEqual({ date: "2026-12-31", total: 10 });
  });

  it("gives every day 0 without rows", () => {
    const series = fillDays(monthRange("2028-02-29"), []);
    expect(series.total).toBe(0);
    expect(series.days).toHaveLength(29);
    expect(series.days.every((day) => day.total === 0)).toBe(true);
  });
});

describe("padDays", () => {
  const month = (today: string) => fillDays(monthRange(today), []).days;

  it.each([
    ["2026-11-03", 30, "2026-11-30"],
    ["2026-11-30", 30, "2026-11-30"],
    ["2026-12-31", 31, "2026-12-31"],
    ["2026-02-28", 30, "2026-03-02"],
    ["2028-02-29", 30, "2028-03-01"],
    ["2026-04-15", 30, "2026-04-30"],
  ])("shows %s's month in %i slots, the last on %s", (today, slots, last) => {
    const padded = padDays(month(today), 30);
    expect(padded).toHaveLength(slots);
    expect(padded.at(-1)?.date).toBe(last);
  });

  it("keeps the days' totals and gives the following dates no value", () => {
    const padded = padDays(
      [
        { date: "2026-02-27", total: 4 },
        { date: "2026-02-28", total: 0 },
      ],
      4,
    );
    expect(padded).toEqual([
      { date: "2026-02-27", total: 4 },
      { date: "2026-02-28", total: 0 },
      { date: "2026-03-01", total: null },
      { date: "2026-03-02", total: null },
    ]);
  });

  it("has nothing to pad from without days", () => {
    expect(padDays([], 30)).toEqual([]);
  });
});

describe("shortDayLabel", () => {
  it.each([
    ["2026-11-03", "Nov 3"],
    ["2027-01-01", "Jan 1"],
    ["2028-02-29", "Feb 29"],
    ["2026-12-31", "Dec 31"],
  ])("labels %s as %s", (day, label) => {
    expect(shortDayLabel(day)).toBe(label);
  });
});

describe("byteUnitFor and formatBytes", () => {
  it.each([
    [0, "B", "0 B"],
    [512, "B", "512 B"],
    [1023, "B", "1,023 B"],
    [1024, "KiB", "1 KiB"],
    [784 * 1024, "KiB", "784 KiB"],
    [802_999, "KiB", "784 KiB"],
    [48_213, "KiB", "47.1 KiB"],
    [1536, "KiB", "1.5 KiB"],
    [1024 ** 2 - 1, "KiB", "1 MiB"],
    [12.34 * 1024 ** 2, "MiB", "12.3 MiB"],
    [1000 ** 3, "MiB", "954 MiB"],
    [1.05 * 1024 ** 3, "GiB", "1.05 GiB"],
    [1.5 * 1024 ** 3, "GiB", "1.5 GiB"],
    [3 * 1024 ** 4, "TiB", "3 TiB"],
  ])("%i bytes are counted in %s and shown as %s", (bytes, unit, shown) => {
    expect(byteUnitFor(bytes).unit).toBe(unit);
    expect(formatBytes(bytes)).toBe(shown);
  });

  it("keeps the number at least 1 in the unit it chooses", () => {
    for (const bytes of [1, 1000, 1024, 5000, 2 ** 20, 7 * 2 ** 30, 2 ** 45]) {
      const unit = byteUnitFor(bytes);
      expect(bytes / unit.bytes).toBeGreaterThanOrEqual(1);
      expect(bytes / unit.bytes).toBeLessThan(1024);
    }
  });
});

describe("formatThousands", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [950, "950"],
    [999, "999"],
    [999.6, "1K"],
    [1000, "1K"],
    [1049, "1K"],
    [1050, "1.1K"],
    [1234, "1.2K"],
    [9949, "9.9K"],
    [9950, "10K"],
    [12_345, "12K"],
    [999_499, "999K"],
    [1_500_000, "1,500K"],
  ])("shows %f as %s", (count, shown) => {
    expect(formatThousands(count)).toBe(shown);
  });
});
