import type { PlacementAnalyticsQuery } from "@atelier/domain/product/component.schema";
import dayjs from "dayjs";

/** A range of days as the date-range picker holds it: 'YYYY-MM-DD' each end, null while unchosen. */
export type DayRange = [string | null, string | null];

const DAY = "YYYY-MM-DD";
const day = (at: dayjs.Dayjs) => at.format(DAY);

/** The last `days` days, today included. */
export function lastDays(today: Date, days: number): [string, string] {
  const end = dayjs(today);
  return [day(end.subtract(days - 1, "day")), day(end)];
}

/** The picker's shortcuts, as the analytics dashboards offer them; the default is the last 30 days. */
export function rangePresets(today: Date): { label: string; value: [string, string] }[] {
  const now = dayjs(today);
  const lastMonth = now.subtract(1, "month");
  return [
    { label: "Last 7 Days", value: lastDays(today, 7) },
    { label: "Last 30 Days", value: lastDays(today, 30) },
    { label: "This Month", value: [day(now.startOf("month")), day(now)] },
    { label: "Last Month", value: [day(lastMonth.startOf("month")), day(lastMonth.endOf("month"))] },
  ];
}

function parts(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The analytics call for a placement over a range (both days included); null until both ends are chosen. */
export function analyticsQuery(placement: string, [from, to]: DayRange): PlacementAnalyticsQuery | null {
  const start = from === null ? null : parts(from);
  const end = to === null ? null : parts(to);
  if (start === null || end === null) return null;
  return {
    placement,
    sort: -1,
    mode: 0,
    startyear: start.year,
    startmonth: start.month,
    startday: start.day,
    endyear: end.year,
    endmonth: end.month,
    endday: end.day,
  };
}
