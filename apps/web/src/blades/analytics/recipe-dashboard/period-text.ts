import type { DayPeriod } from "./dashboard-figures";

/** A day as the app writes dates: MM/DD/YYYY (spec part 1, 9). */
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The period as text, and the previous one when comparing: '10/28/2026 - 11/26/2026 (compared with ...)'. */
export function periodText(range: DayPeriod, previous?: DayPeriod): string {
  const text = `${usDay(range.start)} - ${usDay(range.end)}`;
  return previous === undefined ? text : `${text} (compared with ${usDay(previous.start)} - ${usDay(previous.end)})`;
}
