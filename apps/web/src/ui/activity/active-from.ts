import { Temporal } from "temporal-polyfill";

/** The minutes a time picker offers: 00, 15, 30 and 45 (spec part 1, 9). */
export const MINUTES_STEP = 15;

/** An active-from moment as the editor shows it: a wall-clock date and time in a time zone. */
export interface ActiveFromParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
  timeZone: string;
}

const pad = (value: number) => String(value).padStart(2, "0");
const NS_PER_MINUTE = 60_000_000_000;

/** The browser's time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every IANA zone the browser knows, with the browser's own zone first when the list lacks it (e.g. UTC). */
export function timeZoneOptions(own: string = browserTimeZone()): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(own) ? zones : [own, ...zones];
}

function zonedAt(instant: Temporal.Instant, timeZone: string): Temporal.ZonedDateTime {
  return instant.toZonedDateTimeISO(timeZone);
}

/** How far (in minutes) a zone's clocks are ahead of UTC at an instant. */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  return zonedAt(Temporal.Instant.fromEpochMilliseconds(instant), timeZone).offsetNanoseconds / NS_PER_MINUTE;
}

/** The stored form: the wall time to the second with the zone's offset, e.g. "2025-01-15T09:30:00+01:00". */
function stored(zoned: Temporal.ZonedDateTime): string {
  return zoned.toString({ smallestUnit: "second", timeZoneName: "never" });
}

/**
 * The stored value of a wall-clock date and time in a zone: an ISO date-time with that zone's offset
 * at that moment, e.g. "2025-01-15T09:30:00+01:00". Null when the date or time is incomplete. A wall
 * time that a change of offset skips moves forward by the change ("02:30" on the day Paris goes to
 * summer time is stored as "03:30+02:00"); one that a change repeats is the earlier of the two.
 */
export function toActiveFrom(parts: ActiveFromParts): string | null {
  const time = /^(\d{1,2}):(\d{2})/.exec(parts.time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(parts.date) || !time) return null;
  const wallClock = Temporal.PlainDateTime.from(`${parts.date}T${pad(Number(time[1]))}:${time[2]}`);
  return stored(wallClock.toZonedDateTime(parts.timeZone, { disambiguation: "compatible" }));
}

/** The offset in minutes of an ISO date-time's own "+hh:mm", "-hh:mm" or "Z". */
function offsetOf(iso: string): number | null {
  if (/z$/i.test(iso)) return 0;
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function instantOf(iso: string): Temporal.Instant | null {
  try {
    return Temporal.Instant.from(iso);
  } catch {
    return null;
  }
}

/**
 * Reads a stored active-from back into the editor. The stored value keeps only an offset, so the
 * zone shown is the preferred one (the browser's) when its offset matches at that moment, else the
 * first zone that does; the wall time is the one that was typed.
 */
export function fromActiveFrom(iso: string, preferred: string, zones: readonly string[]): ActiveFromParts | null {
  const instant = instantOf(iso);
  const offset = offsetOf(iso);
  if (instant === null || offset === null) return null;
  const candidates = [preferred, ...zones];
  const timeZone =
    candidates.find((zone) => zoneOffsetMinutes(zone, instant.epochMilliseconds) === offset) ?? preferred;
  const zoned = zonedAt(instant, timeZone);
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: "minute" }),
    timeZone,
  };
}

/** A new active-from: now in the zone, rounded to the nearest quarter hour. */
export function activeFromNow(timeZone: string, now: number = Date.now()): string {
  const instant = Temporal.Instant.fromEpochMilliseconds(now).round({
    smallestUnit: "minute",
    roundingIncrement: MINUTES_STEP,
    roundingMode: "halfExpand",
  });
  return stored(zonedAt(instant, timeZone));
}

/** A time "HH:mm" with its minutes brought down to the picker's 15-minute steps. */
export function snapToStep(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const minutes = Math.floor(Number(match[2]) / MINUTES_STEP) * MINUTES_STEP;
  return `${pad(Number(match[1]))}:${pad(minutes)}`;
}

/** Whether the locale writes hours on a 12-hour clock (spec part 1, 9). */
export function usesTwelveHourClock(locale?: string): boolean {
  return new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hour12 === true;
}
