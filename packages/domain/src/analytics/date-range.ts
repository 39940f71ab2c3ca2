import type { z } from "zod";
import type { AnalyticsPeriodQuery } from "./analytics-period.schema";

// The dashboards' date range (spec part 1, sections 4, 5 and 9) and the calendar-day arithmetic the analytics
// code shares. Days are UTC calendar days written YYYY-MM-DD; a range includes both its ends.

/** A range of calendar days, both included. */
export interface DayRange {
  start: string;
  end: string;
}

/** The texts of the date-range picker. */
export const DATE_RANGE_MESSAGES = {
  /** Spec part 1, section 5: a custom range whose start is not before its end. */
  startNotBeforeEnd: "The start date must be before the end date.",
  /** The maximum date is today (spec part 1, section 5); the spec quotes no text for it. */
  endAfterToday: "The end date cannot be after today.",
  invalidDay: "Choose a start and an end date.",
} as const;

export const DATE_RANGE_PRESETS = ["Last 7 Days", "Last 30 Days", "This Month", "Last Month", "Custom Range"] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
/** The presets that name a range by themselves (all but 'Custom Range'). */
export type FixedDateRangePreset = Exclude<DateRangePreset, "Custom Range">;
export const DEFAULT_DATE_RANGE_PRESET: FixedDateRangePreset = "Last 30 Days";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The year, month (1-12) and day of a YYYY-MM-DD text, or null when it is not a real calendar day. */
export function dayParts(text: string): { year: number; month: number; day: number } | null {
  const match = DAY_PATTERN.exec(text);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isDay(text: string): boolean {
  return dayParts(text) !== null;
}

/** The YYYY-MM-DD text of a day; the day may overflow its month (it is normalised, as Date.UTC does). */
export function formatDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toTime(day: string): number {
  const parts = dayParts(day);
  if (parts === null) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * MS_PER_DAY);
}

/** The same day `months` months later (or earlier), kept inside the month: 31 March less a month is 28/29 February. */
export function addMonths(day: string, months: number): string {
  const parts = dayParts(day);
  if (parts === null) throw new RangeError(`Not a day: ${day}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDay(year, month, Math.min(parts.day, daysInMonth(year, month)));
}

/** The number of days of a range, both ends included (0 or less when the start is after the end). */
export function dayCount(range: DayRange): number {
  return Math.round((toTime(range.end) - toTime(range.start)) / MS_PER_DAY) + 1;
}

/** The Monday of the ISO week of a day. */
export function startOfIsoWeek(day: string): string {
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function monthRange(year: number, month: number): DayRange {
  return { start: formatDay(year, month, 1), end: formatDay(year, month, daysInMonth(year, month)) };
}

/** The range a preset stands for on `today`; 'Custom Range' has none (the user picks both days). */
export function rangeOfPreset(preset: FixedDateRangePreset, today: string): DayRange;
export function rangeOfPreset(preset: DateRangePreset, today: string): DayRange | null;
export function rangeOfPreset(preset: DateRangePreset, today: string): DayRange | null {
  const parts = dayParts(today);
  if (parts === null) throw new RangeError(`Not a day: ${today}`);
  switch (preset) {
    // "The 'last N days' options run from N days ago to yesterday."
    case "Last 7 Days":
      return { start: addDays(today, -7), end: addDays(today, -1) };
    case "Last 30 Days":
      return { start: addDays(today, -30), end: addDays(today, -1) };
    // "Month options span the first to the last day of that month."
    case "This Month":
      return monthRange(parts.year, parts.month);
    case "Last Month": {
      const last = dayParts(addMonths(formatDay(parts.year, parts.month, 1), -1));
      return last === null ? null : monthRange(last.year, last.month);
    }
    case "Custom Range":
      return null;
  }
}

/** The message a custom range shows, or null when it can be sent: the start before the end, the end not after today. */
export function checkCustomRange(start: string, end: string, today: string): string | null {
  if (!isDay(start) || !isDay(end)) return DATE_RANGE_MESSAGES.invalidDay;
  if (start >= end) return DATE_RANGE_MESSAGES.startNotBeforeEnd;
  if (end > today) return DATE_RANGE_MESSAGES.endAfterToday;
  return null;
}

/** The range of the same length that ends the day before `range` starts (what a tile compares with). */
export function previousPeriod(range: DayRange): DayRange {
  const length = dayCount(range);
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

/** The six query parameters of the analytics calls for a range. */
export function toPeriodQuery(range: DayRange): z.output<typeof AnalyticsPeriodQuery> {
  const start = dayParts(range.start);
  const end = dayParts(range.end);
  if (start === null || end === null) throw new RangeError(`Not a range of days: ${range.start}..${range.end}`);
  return {
    startyear: start.year,
    startmonth: start.month,
    startday: start.day,
    endyear: end.year,
    endmonth: end.month,
    endday: end.day,
  };
}
