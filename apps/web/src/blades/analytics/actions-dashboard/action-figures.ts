import type { ActionEventCounts, ActionFunnel, ActionSessions } from "@atelier/domain/analytics/analytics.schema";

/** A period of two ISO days, both included (the dashboard's range). */
export interface DayPeriod {
  start: string;
  end: string;
}

/** The days of a period, first to last (both included), as ISO days; UTC arithmetic, so none is skipped. */
export function periodDays({ start, end }: DayPeriod): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  // A period is at most a few hundred days; the cap keeps a malformed one from running away.
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= last && days.length < 1000; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const dayKey = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** One point of the sessions chart: the day as MM/DD, the ISO day, its sessions, and the previous period's. */
export interface SessionPoint {
  day: string;
  date: string;
  count: number;
  previous?: number;
}

/** The sessions per day of every day of the period (days without any read 0), the previous period's beside them. */
export function sessionPoints(
  sessions: ActionSessions,
  period: DayPeriod,
  previous?: { sessions: ActionSessions; period: DayPeriod },
): SessionPoint[] {
  const counts = countsByDay(sessions);
  const previousDays = previous === undefined ? [] : periodDays(previous.period);
  const previousCounts = previous === undefined ? undefined : countsByDay(previous.sessions);
  return periodDays(period).map((date, index) => {
    const point: SessionPoint = { day: `${date.slice(5, 7)}/${date.slice(8, 10)}`, date, count: counts.get(date) ?? 0 };
    const previousDay = previousDays[index];
    if (previousCounts !== undefined)
      point.previous = previousDay === undefined ? 0 : (previousCounts.get(previousDay) ?? 0);
    return point;
  });
}

function countsByDay(sessions: ActionSessions): Map<string, number> {
  return new Map(
    sessions.intervals.map((interval) => [dayKey(interval.year, interval.month, interval.day), interval.count]),
  );
}

export type FunnelStepName = ActionFunnel["steps"][number]["step"];

/** One step of the funnel with its rates: of the sessions that started, and of the step before. */
export interface FunnelStep {
  step: FunnelStepName;
  count: number;
  /** Share of the sessions that started (1 for the first step), null without sessions. */
  ofStart: number | null;
  /** Share of the step before, null for the first step or when the step before had none. */
  ofPrevious: number | null;
  previous?: number;
}

const FUNNEL_ORDER: readonly FunnelStepName[] = ["session", "recipe", "cart"];

/** The funnel session -> saved recipe -> added to cart, in that order (a missing step counts 0). */
export function funnelSteps(funnel: ActionFunnel, previous?: ActionFunnel): FunnelStep[] {
  const countOf = (of: ActionFunnel, step: FunnelStepName) => of.steps.find((s) => s.step === step)?.count ?? 0;
  const start = countOf(funnel, "session");
  return FUNNEL_ORDER.map((step, index) => {
    const count = countOf(funnel, step);
    const before = index === 0 ? undefined : countOf(funnel, FUNNEL_ORDER[index - 1] ?? "session");
    const result: FunnelStep = {
      step,
      count,
      ofStart: rate(count, start),
      ofPrevious: before === undefined ? null : rate(count, before),
    };
    if (previous !== undefined) result.previous = countOf(previous, step);
    return result;
  });
}

/** part / whole, or null when the whole is 0. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

const percentFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** A rate as a percentage ('42.5%'), '–' without one. */
export function percentText(value: number | null): string {
  return value === null ? "–" : percentFormat.format(value);
}

/** A code in words: 'session_start' reads 'Session start', 'mobile' reads 'Mobile'. */
export function codeInWords(code: string): string {
  const words = code.replaceAll("_", " ").trim();
  return words === "" ? code : words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event's name as listed: a custom event by its name, the others by their type in words. */
export function eventLabel(event: ActionEventCounts["events"][number]): string {
  if (event.type === "custom" && event.name !== "") return `${codeInWords(event.type)}: ${event.name}`;
  return codeInWords(event.type);
}

/** The key of an event row: its type and name. */
export const eventKey = (event: ActionEventCounts["events"][number]): string => `${event.type}\n${event.name}`;
