import { addDays, addMonths, type DayRange, dayParts, formatDay, monthRange, startOfIsoWeek } from "../date-range";
import { PROMPT_MESSAGES } from "./messages";
import { type Captures, type Phrase, phrases, type SpokenDay } from "./patterns";
import type { Piece, Shift } from "./pieces";

// Periods and comparisons. Days written without a year are the latest such day not after today ("in March" on
// 26 November 2026 is March 2026, on 10 February 2026 it is March 2025). "last N days" are the N days ending today.

/** More days back than any period a report may read: counts beyond it are refused before any arithmetic. */
const FAR_BACK_DAYS = 100_000;

function todayParts(today: string): { year: number; month: number; day: number } {
  return dayParts(today) ?? { year: 2000, month: 1, day: 1 };
}

function real(year: number, month: number, day: number): string | null {
  const text = formatDay(year, month, day);
  const parts = dayParts(text);
  return parts !== null && parts.year === year && parts.month === month && parts.day === day ? text : null;
}

/** The day meant: its own year, or the latest year in which it is a real day not after today. */
export function resolveDay(spoken: SpokenDay, today: string): string | null {
  if (spoken.year !== undefined) return real(spoken.year, spoken.month, spoken.day);
  const { year } = todayParts(today);
  for (let back = 0; back <= 8; back += 1) {
    const day = real(year - back, spoken.month, spoken.day);
    if (day !== null && day <= today) return day;
  }
  return null;
}

/** The end day of "from 20 December to 5 January": without a year, the first such day from the start on. */
function resolveEnd(spoken: SpokenDay, start: string): string | null {
  if (spoken.year !== undefined) return real(spoken.year, spoken.month, spoken.day);
  const { year } = todayParts(start);
  for (let ahead = 0; ahead <= 8; ahead += 1) {
    const day = real(year + ahead, spoken.month, spoken.day);
    if (day !== null && day >= start) return day;
  }
  return null;
}

function spokenText(spoken: SpokenDay): string {
  return `${spoken.day}/${spoken.month}${spoken.year === undefined ? "" : `/${spoken.year}`}`;
}

const range = (start: string, end: string, back?: Shift): Piece[] => [
  back === undefined ? { kind: "range", range: { start, end } } : { kind: "range", range: { start, end }, back },
];
const problem = (message: string): Piece[] => [{ kind: "problem", message }];
const notADay = (spoken: SpokenDay) => problem(PROMPT_MESSAGES.notADay(spokenText(spoken)));

function latestMonth(month: number, today: string): DayRange {
  const now = todayParts(today);
  return monthRange(month <= now.month ? now.year : now.year - 1, month);
}

function quarterRange(year: number, quarter: number): DayRange {
  const first = monthRange(year, quarter * 3 - 2);
  const last = monthRange(year, quarter * 3);
  return { start: first.start, end: last.end };
}

function latestQuarter(quarter: number, today: string): DayRange {
  const now = todayParts(today);
  return quarterRange(quarter * 3 - 2 <= now.month ? now.year : now.year - 1, quarter);
}

const yearRange = (year: number): DayRange => ({ start: formatDay(year, 1, 1), end: formatDay(year, 12, 31) });

/** The current period of a unit up to today ("this week" is Monday to today). */
export function currentPeriod(unit: Shift["unit"] | "quarter", today: string): DayRange {
  const now = todayParts(today);
  switch (unit) {
    case "day":
      return { start: today, end: today };
    case "week":
      return { start: startOfIsoWeek(today), end: today };
    case "month":
      return { start: formatDay(now.year, now.month, 1), end: today };
    case "quarter":
      return { start: formatDay(now.year, Math.floor((now.month - 1) / 3) * 3 + 1, 1), end: today };
    case "year":
      return { start: formatDay(now.year, 1, 1), end: today };
  }
}

/** A range moved back by a shift ("this week" back one week is the same weekdays of last week). */
export function shiftBack(range: DayRange, shift: Shift): DayRange {
  switch (shift.unit) {
    case "day":
      return { start: addDays(range.start, -shift.count), end: addDays(range.end, -shift.count) };
    case "week":
      return { start: addDays(range.start, -7 * shift.count), end: addDays(range.end, -7 * shift.count) };
    case "month":
      return { start: addMonths(range.start, -shift.count), end: addMonths(range.end, -shift.count) };
    case "year":
      return { start: addMonths(range.start, -12 * shift.count), end: addMonths(range.end, -12 * shift.count) };
  }
}

/** "last N units": the N units ending today. */
function lastUnits(unit: Shift["unit"], count: number, today: string): Piece[] {
  const days = { day: 1, week: 7, month: 31, year: 366 }[unit] * count;
  if (count < 1) return problem(PROMPT_MESSAGES.countAtLeastOne);
  if (days > FAR_BACK_DAYS) return problem(PROMPT_MESSAGES.rangeTooLongPlain);
  const back: Shift = { unit, count };
  if (unit === "day" || unit === "week") return range(addDays(today, 1 - days), today, back);
  return range(addDays(addMonths(today, -(unit === "month" ? count : 12 * count)), 1), today, back);
}

const first = (values: readonly number[]) => values[0] ?? 1;
const firstDay = (captures: Captures, index = 0): SpokenDay => captures.date[index] ?? { month: 1, day: 1 };

function between(captures: Captures, today: string): Piece[] {
  const startSpoken = firstDay(captures, 0);
  const endSpoken = firstDay(captures, 1);
  const start = resolveDay(startSpoken, today);
  if (start === null) return notADay(startSpoken);
  const end = resolveEnd(endSpoken, start);
  if (end === null) return notADay(endSpoken);
  return range(start, end);
}

function monthsBetween(captures: Captures, today: string): Piece[] {
  const [startMonth = 1, endMonth = 1] = captures.month;
  const [startYear, endYear] = captures.year;
  const start = startYear === undefined ? latestMonth(startMonth, today) : monthRange(startYear, startMonth);
  const startYearNow = todayParts(start.start).year;
  const endYearFor = endYear ?? (endMonth >= startMonth ? startYearNow : startYearNow + 1);
  return range(start.start, monthRange(endYearFor, endMonth).end);
}

const TO = "to|until|till|through|thru";

export const DATE_PHRASES: Phrase[] = [
  ...phrases(["today"], (_, today) => range(today, today)),
  ...phrases(["yesterday"], (_, today) => range(addDays(today, -1), addDays(today, -1), { unit: "day", count: 1 })),
  ...phrases(["this|current week", "week to date", "wtd", "so far this week"], (_, today) => {
    const week = currentPeriod("week", today);
    return range(week.start, week.end);
  }),
  ...phrases(["last|previous|prior week"], (_, today) => {
    const monday = addDays(startOfIsoWeek(today), -7);
    return range(monday, addDays(monday, 6), { unit: "week", count: 1 });
  }),
  ...phrases(["past week"], (_, today) => lastUnits("day", 7, today)),
  ...phrases(["this|current month", "month to date", "mtd"], (_, today) => {
    const month = currentPeriod("month", today);
    return range(month.start, month.end);
  }),
  ...phrases(["last|previous|prior month"], (_, today) => {
    const month = latestMonth(((todayParts(today).month + 10) % 12) + 1, today);
    return range(month.start, month.end, { unit: "month", count: 1 });
  }),
  ...phrases(["past month"], (_, today) => lastUnits("month", 1, today)),
  ...phrases(["this|current quarter", "quarter to date", "qtd"], (_, today) => {
    const quarter = currentPeriod("quarter", today);
    return range(quarter.start, quarter.end);
  }),
  ...phrases(["last|previous|prior quarter"], (_, today) => {
    const start = addMonths(currentPeriod("quarter", today).start, -3);
    const parts = todayParts(start);
    const quarter = quarterRange(parts.year, Math.floor((parts.month - 1) / 3) + 1);
    return range(quarter.start, quarter.end, { unit: "month", count: 3 });
  }),
  ...phrases(["this|current year", "year to date", "ytd"], (_, today) => {
    const year = currentPeriod("year", today);
    return range(year.start, year.end);
  }),
  ...phrases(["last|previous|prior year"], (_, today) => {
    const year = yearRange(todayParts(today).year - 1);
    return range(year.start, year.end, { unit: "year", count: 1 });
  }),
  ...phrases(["past year", "past 12 months"], (_, today) => lastUnits("year", 1, today)),
  ...phrases(["last|past|previous|prior {n} day|days"], (c, today) => lastUnits("day", first(c.n), today)),
  ...phrases(["last|past|previous|prior {n} week|weeks"], (c, today) => lastUnits("week", first(c.n), today)),
  ...phrases(["last|past|previous|prior {n} month|months"], (c, today) => lastUnits("month", first(c.n), today)),
  ...phrases(["last|past|previous|prior {n} year|years"], (c, today) => lastUnits("year", first(c.n), today)),
  ...phrases(["{month}"], (c, today) => {
    const month = latestMonth(first(c.month), today);
    return range(month.start, month.end);
  }),
  ...phrases(["{month} of? {year}"], (c) => {
    const month = monthRange(first(c.year), first(c.month));
    return range(month.start, month.end);
  }),
  ...phrases(["{year}"], (c) => {
    const year = yearRange(first(c.year));
    return range(year.start, year.end);
  }),
  ...phrases(["{quarter}"], (c, today) => {
    const quarter = latestQuarter(first(c.quarter), today);
    return range(quarter.start, quarter.end);
  }),
  ...phrases(["{quarter} of? {year}", "{year} {quarter}"], (c) => {
    const quarter = quarterRange(first(c.year), first(c.quarter));
    return range(quarter.start, quarter.end);
  }),
  ...(["first|1st", "second|2nd", "third|3rd", "fourth|4th"] as const).flatMap((ordinal, index) => [
    ...phrases([`${ordinal} quarter`], (_, today) => {
      const quarter = latestQuarter(index + 1, today);
      return range(quarter.start, quarter.end);
    }),
    ...phrases([`${ordinal} quarter of? {year}`], (c) => {
      const quarter = quarterRange(first(c.year), index + 1);
      return range(quarter.start, quarter.end);
    }),
  ]),
  ...phrases(["{date}", "on {date}"], (c, today) => {
    const day = resolveDay(firstDay(c), today);
    return day === null ? notADay(firstDay(c)) : range(day, day);
  }),
  ...phrases(["since|from|after {date}"], (c, today) => {
    const day = resolveDay(firstDay(c), today);
    return day === null ? notADay(firstDay(c)) : range(day, today);
  }),
  ...phrases(["since {month}"], (c, today) => range(latestMonth(first(c.month), today).start, today)),
  ...phrases(["since {month} of? {year}"], (c, today) => range(monthRange(first(c.year), first(c.month)).start, today)),
  ...phrases(["since {year}"], (c, today) => range(yearRange(first(c.year)).start, today)),
  ...phrases([`between|from {date} and|${TO} {date}`, `{date} ${TO} {date}`], between),
  ...phrases([`between|from {month} and|${TO} {month}`, `{month} ${TO} {month}`], monthsBetween),
  ...phrases([`between|from {month} {year} and|${TO} {month} {year}`, `{month} {year} ${TO} {month} {year}`], (c) => {
    const [startMonth = 1, endMonth = 1] = c.month;
    const [startYear = 2000, endYear = 2000] = c.year;
    return range(monthRange(startYear, startMonth).start, monthRange(endYear, endMonth).end);
  }),
];

const shift = (value: Shift | "previous"): Piece[] => [{ kind: "compareShift", shift: value }];

export const COMPARE_PHRASES: Phrase[] = [
  ...phrases(["compared with|to|against", "vs|versus|against|than", "relative to", "in comparison to|with"], () => [
    { kind: "compareMarker" },
  ]),
  ...phrases(["compare|comparing"], () => [{ kind: "compareWord" }]),
  ...phrases(["day before"], () => shift({ unit: "day", count: 1 })),
  ...phrases(["week before", "week over week", "wow"], () => shift({ unit: "week", count: 1 })),
  ...phrases(["month before", "month over month"], () => shift({ unit: "month", count: 1 })),
  ...phrases(["quarter before", "quarter over quarter"], () => shift({ unit: "month", count: 3 })),
  ...phrases(
    [
      "year before",
      "year over year",
      "yoy",
      "same period|time last year",
      "a year ago|earlier",
      "same period a year ago",
    ],
    () => shift({ unit: "year", count: 1 }),
  ),
  ...phrases(["previous|prior|preceding|last period", "period before", "before that", "previous|prior one"], () =>
    shift("previous"),
  ),
];
