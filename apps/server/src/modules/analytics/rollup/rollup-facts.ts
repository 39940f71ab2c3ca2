import { ACTION_EVENT_VALUE_MAX } from "@atelier/domain/analytics/action-event.schema";

/** The analytics day of a moment: its UTC date (docs/decisions/analytics-rollups.md). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The major version of a browser version ("131.0.6778.85" is "131"): the browser tiles group by it. */
export const majorVersion = (version: string): string => version.split(".")[0] ?? "";

/** What the rollups take of a saved recipe (the row keeps all of it). */
export interface SavedRecipeFacts {
  savedAt: Date;
  siteCode: string;
  styleCode: string;
  browserFamily: string;
  browserVersion: string;
  deviceClass: string;
  /** Saved by a crawler or bot: counted nowhere. */
  bot: boolean;
  /** The personal values by key, as the recipe stores them. */
  values: Readonly<Record<string, string | number>>;
  /** The chosen component of each placement, by placement code. */
  selections: readonly { placementCode: string; componentCode: string }[];
  /** The visitor's session, when the Studio sent one: the funnel's recipe step. */
  sessionId?: string | undefined;
}

/** What the rollups take of a stored action event. */
export interface ActionEventFacts {
  sessionId: string;
  type: string;
  name: string;
  day: string;
  siteCode: string;
  styleCode: string;
  deviceClass: string;
  browserFamily: string;
  placementCode: string;
  componentCode: string;
}

/** A session as it is first seen (by an event or a saved recipe): where and on what it started. */
export interface SessionStart {
  sessionId: string;
  day: string;
  siteCode: string;
  styleCode: string;
  deviceClass: string;
  browserFamily: string;
}

/** A rollup row with its count. */
export type Counted<T> = T & { count: number };

/** The rows of `items` grouped by `keyOf` (all the rollup's key columns), each with how many fell in it. */
export function countBy<T extends object>(items: readonly T[]): Counted<T>[] {
  const groups = new Map<string, Counted<T>>();
  for (const item of items) {
    const key = JSON.stringify(Object.entries(item));
    const known = groups.get(key);
    if (known) known.count += 1;
    else groups.set(key, { ...item, count: 1 });
  }
  return [...groups.values()];
}

/** A personal value as the personalization rollup keeps it: numbers as text, cut to the value maximum. */
export const personalValueText = (value: string | number): string => String(value).slice(0, ACTION_EVENT_VALUE_MAX);

/** The first time each session appears in `events`, in their order: its start facts. */
export function sessionStarts(events: readonly ActionEventFacts[]): SessionStart[] {
  const starts = new Map<string, SessionStart>();
  for (const event of events) {
    const known = starts.get(event.sessionId);
    if (!known) {
      const { sessionId, day, siteCode, styleCode, deviceClass, browserFamily } = event;
      starts.set(sessionId, { sessionId, day, siteCode, styleCode, deviceClass, browserFamily });
    } else {
      // A session_start may name no product yet: the first event that names one fills it in.
      if (known.siteCode === "") known.siteCode = event.siteCode;
      if (known.styleCode === "") known.styleCode = event.styleCode;
    }
  }
  return [...starts.values()];
}

/** The sessions of `events` that reached a step by an event of `type`, each once. */
export const sessionsWith = (events: readonly ActionEventFacts[], type: string): string[] => [
  ...new Set(events.filter((event) => event.type === type).map((event) => event.sessionId)),
];
