import type { UsageDay, UsageSeries } from "./usage.schema";

/** The trailing window of the usage charts, in days, today included (spec part 1, 9). */
export const USAGE_TRAILING_DAYS = 30;
/** The slots of a usage chart: a month shown so far with fewer days is padded to this (spec part 1, 9). */
export const USAGE_CHART_SLOTS = 30;

/** First and last UTC day of a run of days, both included, as YYYY-MM-DD. */
export interface DayRange {
  start: string;
  end: string;
}

/** One slot of a usage chart: a day, and its total, or null for a day still to come. */
export interface UsageSlot {
  date: string;
  total: number | null;
}

export const MS_PER_DAY = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayStart(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`not a day: ${day}`);
  return time;
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return utcDayKey(new Date(dayStart(day) + count * MS_PER_DAY));
}

/** The 1st of today's month .. today. */
export function monthRange(today: string): DayRange {
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** The `days` days ending today, today included. */
export function trailingRange(today: string, days: number): DayRange {
  return { start: addDays(today, 1 - days), end: today };
}

/** Every day of the range, in order. */
export function daysIn(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The range's days, each present (0 where `rows` has none; rows of one day are added), and their sum. */
export function fillDays(range: DayRange, rows: readonly UsageDay[]): UsageSeries {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.total);
  const days = daysIn(range).map((date) => ({ date, total: byDay.get(date) ?? 0 }));
  return { total: days.reduce((sum, day) => sum + day.total, 0), days };
}

/** The days, followed by the next dates at no value until there are `slots`; more days are all kept. */
export function padDays(days: readonly UsageDay[], slots: number): UsageSlot[] {
  const padded: UsageSlot[] = [...days];
  const last = days.at(-1)?.date;
  if (last === undefined) return padded;
  for (let after = 1; padded.length < slots; after++) padded.push({ date: addDays(last, after), total: null });
  return padded;
}

/** 'Nov 3': the day's month and day, as the charts' axis shows them. */
export function shortDayLabel(day: string): string {
  const date = new Date(dayStart(day));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/**
 * The units of byte figures: powers of 1024, as the spec converts bandwidth ("dividing by 1024 three
 * times" for GiB), so they carry their binary names (decisions/domain-usage-series.md).
 */
export const BYTE_UNITS = [
  { unit: "B", bytes: 1 },
  { unit: "KiB", bytes: 1024 },
  { unit: "MiB", bytes: 1024 ** 2 },
  { unit: "GiB", bytes: 1024 ** 3 },
  { unit: "TiB", bytes: 1024 ** 4 },
] as const;

export type ByteUnit = (typeof BYTE_UNITS)[number];

/** The largest unit in which `bytes` is at least 1 (bytes below 1024, and 0, stay in B). */
export function byteUnitFor(bytes: number): ByteUnit {
  return BYTE_UNITS.findLast((candidate) => Math.abs(bytes) >= candidate.bytes) ?? BYTE_UNITS[0];
}

/** Three significant digits at most: 2 decimals below 10, 1 below 100, none from 100. */
function roundForReading(value: number): number {
  const decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

const byteFigure = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * A byte count in the largest unit that keeps the number at least 1, to three significant digits:
 * '512 B', '784 KiB', '12.3 MiB', '1.05 GiB'. A figure that rounds up to 1024 moves to the next unit.
 */
export function formatBytes(bytes: number): string {
  let unit = byteUnitFor(bytes);
  let value = roundForReading(bytes / unit.bytes);
  const next = BYTE_UNITS[BYTE_UNITS.indexOf(unit) + 1];
  if (next && value >= 1024) {
    unit = next;
    value = roundForReading(bytes / unit.bytes);
  }
  return `${byteFigure.format(value)} ${unit.unit}`;
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * A count with K for thousands (spec part 1, 9), rounded to the nearest: below 1,000 as is ('950');
 * below 10,000 with one decimal, dropped when it is 0 ('1.2K', '3K'); from 10,000 whole thousands,
 * grouped ('12K', '1,500K').
 */
export function formatThousands(count: number): string {
  const whole = Math.round(count);
  if (whole < 1000) return String(whole);
  const tenths = Math.round(whole / 100) / 10;
  if (tenths < 10) return `${tenths}K`;
  return `${grouped.format(Math.round(whole / 1000))}K`;
}
