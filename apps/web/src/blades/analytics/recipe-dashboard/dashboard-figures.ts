import { TOP_BROWSERS_CAP, type TopBrowsers } from "@atelier/domain/analytics/analytics.schema";
import type { AnalyticsDay } from "@atelier/domain/analytics/analytics-period.schema";

/** A period of two ISO days, both included. */
export interface DayPeriod {
  start: string;
  end: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The ISO day of an analytics day. */
export const isoDay = ({ year, month, day }: AnalyticsDay): string => `${year}-${pad(month)}-${pad(day)}`;

/** Every ISO day of a period, in order (UTC arithmetic, so no day is skipped or doubled). */
export function daysOf({ start, end }: DayPeriod): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let time = Date.parse(`${start}T00:00:00Z`); time <= last; time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** One point of a chart over time: the day as MM/DD, its count and, when comparing, the previous period's. */
export interface DayPoint {
  day: string;
  date: string;
  count: number;
  previous?: number;
}

/** Counts by ISO day from a call's intervals; days it leaves out count 0. */
export function countsByDay<I extends AnalyticsDay>(intervals: readonly I[], countOf: (interval: I) => number) {
  const counts = new Map<string, number>();
  for (const interval of intervals)
    counts.set(isoDay(interval), (counts.get(isoDay(interval)) ?? 0) + countOf(interval));
  return counts;
}

/**
 * The chart's points over every day of the period (0 where nothing was saved); with the previous period, its
 * n-th day's count beside the n-th day of this one.
 */
export function dayPoints(
  period: DayPeriod,
  counts: ReadonlyMap<string, number>,
  previous?: { period: DayPeriod; counts: ReadonlyMap<string, number> },
): DayPoint[] {
  const previousDays = previous === undefined ? [] : daysOf(previous.period);
  return daysOf(period).map((date, index) => {
    const point: DayPoint = { day: `${date.slice(5, 7)}/${date.slice(8, 10)}`, date, count: counts.get(date) ?? 0 };
    const previousDay = previousDays[index];
    if (previous !== undefined)
      point.previous = previousDay === undefined ? 0 : (previous.counts.get(previousDay) ?? 0);
    return point;
  });
}

export type Browser = TopBrowsers["browsers"][number];

/** A browser's name as shown: family and version. */
export const browserName = (browser: Browser): string =>
  browser.browserVersion === "" ? browser.browserFamily : `${browser.browserFamily} ${browser.browserVersion}`;

/** The top desktop and top mobile browsers, most first, each capped (spec part 1, 9). */
export function splitBrowsers(browsers: readonly Browser[]): { desktop: Browser[]; mobile: Browser[] } {
  const sorted = [...browsers].sort((a, b) => b.count - a.count);
  return {
    desktop: sorted.filter((browser) => !browser.browserMobile).slice(0, TOP_BROWSERS_CAP),
    mobile: sorted.filter((browser) => browser.browserMobile).slice(0, TOP_BROWSERS_CAP),
  };
}

/** A share as a whole percent of the total; 0 of nothing. */
export const sharePercent = (part: number, total: number): number =>
  total === 0 ? 0 : Math.round((part / total) * 100);
