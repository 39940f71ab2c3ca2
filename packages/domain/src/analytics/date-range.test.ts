import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AnalyticsPeriodQuery } from "./analytics-period.schema";
import {
  addDays,
  addMonths,
  checkCustomRange,
  DATE_RANGE_MESSAGES,
  DATE_RANGE_PRESETS,
  DEFAULT_DATE_RANGE_PRESET,
  dayCount,
  dayParts,
  type FixedDateRangePreset,
  previousPeriod,
  rangeOfPreset,
  startOfIsoWeek,
  toPeriodQuery,
} from "./date-range";

// 2026-11-26 is a Thursday.
const TODAY = "2026-11-26";

describe("the date-range presets", () => {
  it("offers the spec's presets, 'Last 30 Days' first chosen", () => {
    expect(DATE_RANGE_PRESETS).toEqual(["Last 7 Days", "Last 30 Days", "This Month", "Last Month", "Custom Range"]);
    expect(DEFAULT_DATE_RANGE_PRESET).toBe("Last 30 Days");
  });

  it.each<[FixedDateRangePreset, string, string, string]>([
    ["Last 7 Days", TODAY, "2026-11-19", "2026-11-25"],
    ["Last 30 Days", TODAY, "2026-10-27", "2026-11-25"],
    ["This Month", TODAY, "2026-11-01", "2026-11-30"],
    ["Last Month", TODAY, "2026-10-01", "2026-10-31"],
    ["Last Month", "2026-01-15", "2025-12-01", "2025-12-31"],
    ["Last Month", "2024-03-31", "2024-02-01", "2024-02-29"],
    ["This Month", "2025-02-01", "2025-02-01", "2025-02-28"],
    ["Last 7 Days", "2026-03-02", "2026-02-23", "2026-03-01"],
    ["Last 30 Days", "2026-01-01", "2025-12-02", "2025-12-31"],
  ])("%s on %s runs from %s to %s", (preset, today, start, end) => {
    expect(rangeOfPreset(preset, today)).toEqual({ start, end });
  });

  it("the 'last N days' presets hold N days", () => {
    expect(dayCount(rangeOfPreset("Last 7 Days", TODAY))).toBe(7);
    expect(dayCount(rangeOfPreset("Last 30 Days", TODAY))).toBe(30);
  });

  it("has no range for 'Custom Range'", () => {
    expect(rangeOfPreset("Custom Range", TODAY)).toBeNull();
  });
});

describe("checkCustomRange", () => {
  it("uses the spec's text when the start is not before the end", () => {
    expect(DATE_RANGE_MESSAGES.startNotBeforeEnd).toBe("The start date must be before the end date.");
    expect(checkCustomRange("2026-11-10", "2026-11-01", TODAY)).toBe(DATE_RANGE_MESSAGES.startNotBeforeEnd);
    expect(checkCustomRange("2026-11-10", "2026-11-10", TODAY)).toBe(DATE_RANGE_MESSAGES.startNotBeforeEnd);
  });

  it("refuses an end after today (the maximum date is today)", () => {
    expect(checkCustomRange("2026-11-10", "2026-11-27", TODAY)).toBe(DATE_RANGE_MESSAGES.endAfterToday);
  });

  it("accepts a range ending today", () => {
    expect(checkCustomRange("2026-11-10", TODAY, TODAY)).toBeNull();
    expect(checkCustomRange("2025-01-01", "2025-12-31", TODAY)).toBeNull();
  });

  it("refuses days that are not days", () => {
    expect(checkCustomRange("2026-02-30", "2026-03-01", TODAY)).toBe(DATE_RANGE_MESSAGES.invalidDay);
    expect(checkCustomRange("", "2026-03-01", TODAY)).toBe(DATE_RANGE_MESSAGES.invalidDay);
  });
});

describe("previousPeriod", () => {
  it.each([
    ["2026-11-19", "2026-11-25", "2026-11-12", "2026-11-18"],
    ["2026-10-01", "2026-10-31", "2026-08-31", "2026-09-30"],
    ["2026-03-01", "2026-03-01", "2026-02-28", "2026-02-28"],
    ["2026-01-01", "2026-01-10", "2025-12-22", "2025-12-31"],
  ])("%s..%s follows %s..%s", (start, end, previousStart, previousEnd) => {
    expect(previousPeriod({ start, end })).toEqual({ start: previousStart, end: previousEnd });
  });

  it("is as long as the range and ends the day before it starts", () => {
    const day = fc
      .date({ min: new Date("2001-01-01T00:00:00Z"), max: new Date("2199-01-01T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (start, extra) => {
        const range = { start, end: addDays(start, extra) };
        const previous = previousPeriod(range);
        expect(dayCount(previous)).toBe(dayCount(range));
        expect(addDays(previous.end, 1)).toBe(range.start);
      }),
    );
  });
});

describe("toPeriodQuery", () => {
  it("writes the six fields of the analytics calls", () => {
    const query = toPeriodQuery({ start: "2026-10-27", end: "2026-11-25" });
    expect(query).toEqual({ startyear: 2026, startmonth: 10, startday: 27, endyear: 2026, endmonth: 11, endday: 25 });
    expect(AnalyticsPeriodQuery.parse(query)).toEqual(query);
  });
});

describe("day arithmetic", () => {
  it("reads only real days", () => {
    expect(dayParts("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(dayParts("2025-02-29")).toBeNull();
    expect(dayParts("2025-13-01")).toBeNull();
    expect(dayParts("25-01-01")).toBeNull();
  });

  it("adds months within the month", () => {
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-11-26", 14)).toBe("2028-01-26");
  });

  it("finds the Monday of the ISO week", () => {
    expect(startOfIsoWeek(TODAY)).toBe("2026-11-23");
    expect(startOfIsoWeek("2026-11-23")).toBe("2026-11-23");
    expect(startOfIsoWeek("2026-11-29")).toBe("2026-11-23");
    expect(startOfIsoWeek("2026-01-01")).toBe("2025-12-29");
  });
});
