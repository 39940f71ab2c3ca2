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

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, "0");

/** The browser's time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every IANA zone the browser knows, with the browser's own zone first when the list lacks it (e.g. UTC). */
export function timeZoneOptions(own: string = browserTimeZone()): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(own) ? zones : [own, ...zones];
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

const utcOf = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);

/** How far (in minutes) a zone's clocks are ahead of UTC at an instant. */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return Math.round((utcOf(wallClockAt(whole, timeZone)) - whole) / MINUTE_MS);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function parseParts(parts: Omit<ActiveFromParts, "timeZone">): WallClock | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(parts.date);
  const time = /^(\d{1,2}):(\d{2})/.exec(parts.time);
  if (!date || !time) return null;
  const [, year, month, day] = date.map(Number);
  const [, hour, minute] = time.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hour === undefined || minute === undefined) return null;
  return { year, month, day, hour, minute };
}

/**
 * The stored value of a wall-clock date and time in a zone: an ISO date-time with that zone's offset
 * at that moment, e.g. "2025-03-30T02:30:00+02:00". Null when the date or time is incomplete.
 */
export function toActiveFrom(parts: ActiveFromParts): string | null {
  const clock = parseParts(parts);
  if (clock === null) return null;
  const asUtc = utcOf(clock);
  // The offset at the guessed instant, checked once more for wall times next to a DST change.
  let offset = zoneOffsetMinutes(parts.timeZone, asUtc - zoneOffsetMinutes(parts.timeZone, asUtc) * MINUTE_MS);
  offset = zoneOffsetMinutes(parts.timeZone, asUtc - offset * MINUTE_MS);
  const date = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  return `${date}T${pad(clock.hour)}:${pad(clock.minute)}:00${formatOffset(offset)}`;
}

/** The offset in minutes of an ISO date-time's own "+hh:mm", "-hh:mm" or "Z". */
function offsetOf(iso: string): number | null {
  if (/z$/i.test(iso)) return 0;
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * Reads a stored active-from back into the editor. The stored value keeps only an offset, so the
 * zone shown is the preferred one (the browser's) when its offset matches at that moment, else the
 * first zone that does; the wall time is the one that was typed.
 */
export function fromActiveFrom(iso: string, preferred: string, zones: readonly string[]): ActiveFromParts | null {
  const instant = Date.parse(iso);
  const offset = offsetOf(iso);
  if (Number.isNaN(instant) || offset === null) return null;
  const candidates = [preferred, ...zones];
  const timeZone = candidates.find((zone) => zoneOffsetMinutes(zone, instant) === offset) ?? preferred;
  const clock = wallClockAt(instant, timeZone);
  return {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
    timeZone,
  };
}

/** A new active-from: now in the zone, rounded to the nearest quarter hour. */
export function activeFromNow(timeZone: string, now: number = Date.now()): string | null {
  const step = MINUTES_STEP * MINUTE_MS;
  const rounded = Math.round(now / step) * step;
  const clock = wallClockAt(rounded, timeZone);
  return toActiveFrom({
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
    timeZone,
  });
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
