import type { AnalyticsPeriodQuery } from "@atelier/domain/analytics/analytics-period.schema";
import { DATE_RANGE_MESSAGES } from "@atelier/domain/analytics/date-range";
import type { z } from "zod";
import { AppError } from "../../errors/app-error";

/** Texts of the period checks every analytics call shares. */
export const ANALYTICS_PERIOD_MESSAGES = {
  /** Spec part 1, section 8 (the date-range picker's text). */
  startAfterEnd: DATE_RANGE_MESSAGES.startNotBeforeEnd,
  invalidStart: "The start date is not a valid date.",
  invalidEnd: "The end date is not a valid date.",
  tooLong: "The period is at most 366 days long.",
} as const;

/** The longest period a dashboard tile or the raw export reads, in days (a leap year). */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;

type PeriodQuery = z.output<typeof AnalyticsPeriodQuery>;

/** Two days as YYYY-MM-DD, both included. */
export interface AnalyticsPeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** The day as YYYY-MM-DD, or undefined when it is not on the calendar (e.g. 31 April). */
export function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : undefined;
}

/** How many days from start to end, both included. */
export function daysIn({ start, end }: AnalyticsPeriod): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
}

/**
 * The query's two days, checked: each on the calendar (else 400 on startday/endday), the start not after
 * the end (the same day twice is one day), and, when `maxDays` is given, no longer than that.
 */
export function periodOf(query: PeriodQuery, maxDays?: number): AnalyticsPeriod {
  const start = calendarDay(query.startyear, query.startmonth, query.startday);
  if (!start) throw AppError.field("startday", ANALYTICS_PERIOD_MESSAGES.invalidStart);
  const end = calendarDay(query.endyear, query.endmonth, query.endday);
  if (!end) throw AppError.field("endday", ANALYTICS_PERIOD_MESSAGES.invalidEnd);
  if (start > end) throw AppError.badRequest(ANALYTICS_PERIOD_MESSAGES.startAfterEnd);
  if (maxDays !== undefined && daysIn({ start, end }) > maxDays) {
    throw AppError.badRequest(ANALYTICS_PERIOD_MESSAGES.tooLong);
  }
  return { start, end };
}

/** The year, month and day of a YYYY-MM-DD day, as the analytics answers write days. */
export function dayParts(day: string): { year: number; month: number; day: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) };
}
