import { ACTION_EVENT_VALUE_MAX } from "@atelier/domain/analytics/action-event.schema";
import type { RecipeRow } from "../../../db/schema/recipes";

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

/** What the rollups count of a stored recipe row, saved in the session `sessionId` if given. */
export function savedRecipeFacts(row: RecipeRow, sessionId?: string): SavedRecipeFacts {
  return {
    savedAt: row.createdAt,
    siteCode: row.siteCode,
    styleCode: row.styleCode,
    browserFamily: row.browserFamily,
    browserVersion: row.browserVersion,
    deviceClass: row.deviceClass,
    bot: row.bot,
    values: row.content.values,
    selections: row.content.selections,
    sessionId,
  };
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

/** Code-unit order of texts (not the locale's): the same everywhere. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The distinct rows of `items` (all of each row's fields are the rollup's key), each with how many fell
 * in it, in one fixed order: concurrent writers then lock rollup rows in the same order and never deadlock.
 */
export function countBy<T extends object>(items: readonly T[]): Counted<T>[] {
  const groups = new Map<string, Counted<T>>();
  for (const item of items) {
    const key = JSON.stringify(Object.entries(item));
    const known = groups.get(key);
    if (known) known.count += 1;
    else groups.set(key, { ...item, count: 1 });
  }
  return [...groups.entries()].sort(([a], [b]) => byText(a, b)).map(([, row]) => row);
}

/** `rows` in the order of their keys (see countBy). */
export const sortedBy = <T>(rows: readonly T[], keyOf: (row: T) => string): T[] =>
  [...rows].sort((a, b) => byText(keyOf(a), keyOf(b)));

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
  return sortedBy([...starts.values()], (start) => start.sessionId);
}

/** The sessions of `events` that reached a step by an event of `type`, each once. */
export const sessionsWith = (events: readonly ActionEventFacts[], type: string): string[] =>
  sortedBy([...new Set(events.filter((event) => event.type === type).map((event) => event.sessionId))], (id) => id);
