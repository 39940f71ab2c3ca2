import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  actionSessions,
  analyticsActionDaily,
  analyticsBrowserDaily,
  analyticsFunnelDaily,
  analyticsOptionDaily,
  analyticsPersonalizationDaily,
  analyticsRecipeDaily,
} from "../../../db/schema/analytics";
import type { Counted, SessionStart } from "./rollup-facts";

// Each function adds its rows in one statement: a multi-row insert that adds to the counts already there.

interface RecipeDailyKey {
  day: string;
  siteCode: string;
  styleCode: string;
  deviceClass: string;
}

export async function addRecipeDaily(db: Db, companyId: string, rows: readonly Counted<RecipeDailyKey>[]) {
  if (rows.length === 0) return;
  const t = analyticsRecipeDaily;
  await db
    .insert(t)
    .values(rows.map((row) => ({ ...row, companyId })))
    .onConflictDoUpdate({
      target: [t.companyId, t.day, t.siteCode, t.styleCode, t.deviceClass],
      set: { count: sql`${t.count} + excluded.count` },
    });
}

interface BrowserDailyKey {
  day: string;
  siteCode: string;
  browserFamily: string;
  browserVersion: string;
  deviceClass: string;
}

export async function addBrowserDaily(db: Db, companyId: string, rows: readonly Counted<BrowserDailyKey>[]) {
  if (rows.length === 0) return;
  const t = analyticsBrowserDaily;
  await db
    .insert(t)
    .values(rows.map((row) => ({ ...row, companyId })))
    .onConflictDoUpdate({
      target: [t.companyId, t.day, t.siteCode, t.browserFamily, t.browserVersion, t.deviceClass],
      set: { count: sql`${t.count} + excluded.count` },
    });
}

interface PersonalizationDailyKey {
  day: string;
  siteCode: string;
  styleCode: string;
  name: string;
  value: string;
}

export async function addPersonalizationDaily(
  db: Db,
  companyId: string,
  rows: readonly Counted<PersonalizationDailyKey>[],
) {
  if (rows.length === 0) return;
  const t = analyticsPersonalizationDaily;
  await db
    .insert(t)
    .values(rows.map((row) => ({ ...row, companyId })))
    .onConflictDoUpdate({
      target: [t.companyId, t.day, t.siteCode, t.styleCode, t.name, t.value],
      set: { count: sql`${t.count} + excluded.count` },
    });
}

interface ActionDailyKey {
  day: string;
  siteCode: string;
  styleCode: string;
  deviceClass: string;
  browserFamily: string;
  type: string;
  name: string;
}

export async function addActionDaily(db: Db, companyId: string, rows: readonly Counted<ActionDailyKey>[]) {
  if (rows.length === 0) return;
  const t = analyticsActionDaily;
  await db
    .insert(t)
    .values(rows.map((row) => ({ ...row, companyId })))
    .onConflictDoUpdate({
      target: [t.companyId, t.day, t.siteCode, t.styleCode, t.deviceClass, t.browserFamily, t.type, t.name],
      set: { count: sql`${t.count} + excluded.count` },
    });
}

interface OptionDailyKey {
  day: string;
  siteCode: string;
  styleCode: string;
  placementCode: string;
  componentCode: string;
}

export async function addOptionDaily(db: Db, companyId: string, rows: readonly Counted<OptionDailyKey>[]) {
  if (rows.length === 0) return;
  const t = analyticsOptionDaily;
  await db
    .insert(t)
    .values(rows.map((row) => ({ ...row, companyId })))
    .onConflictDoUpdate({
      target: [t.companyId, t.day, t.siteCode, t.styleCode, t.placementCode, t.componentCode],
      set: { count: sql`${t.count} + excluded.count` },
    });
}

/** A funnel row's additions: sessions started, and sessions reaching the recipe and cart steps. */
export interface FunnelDailyRow {
  day: string;
  siteCode: string;
  styleCode: string;
  deviceClass: string;
  sessions: number;
  savedRecipe: number;
  addedToCart: number;
}

export async function addFunnelDaily(db: Db, companyId: string, rows: readonly FunnelDailyRow[]) {
  if (rows.length === 0) return;
  const t = analyticsFunnelDaily;
  await db
    .insert(t)
    .values(rows.map((row) => ({ ...row, companyId })))
    .onConflictDoUpdate({
      target: [t.companyId, t.day, t.siteCode, t.styleCode, t.deviceClass],
      set: {
        sessions: sql`${t.sessions} + excluded.sessions`,
        savedRecipe: sql`${t.savedRecipe} + excluded.saved_recipe`,
        addedToCart: sql`${t.addedToCart} + excluded.added_to_cart`,
      },
    });
}

/** The session's funnel facts: where it started. */
export type SessionFacts = Pick<SessionStart, "siteCode" | "styleCode" | "deviceClass">;

/** Records the sessions not known yet; answers the ones this call started (the others were known already). */
export async function startSessions(
  db: Db,
  companyId: string,
  starts: readonly SessionStart[],
): Promise<(SessionFacts & { sessionId: string; day: string })[]> {
  if (starts.length === 0) return [];
  const t = actionSessions;
  return db
    .insert(t)
    .values(
      starts.map(({ day, ...start }) => ({
        ...start,
        companyId,
        startedOn: day,
      })),
    )
    .onConflictDoNothing({ target: [t.companyId, t.sessionId] })
    .returning({
      sessionId: t.sessionId,
      day: t.startedOn,
      siteCode: t.siteCode,
      styleCode: t.styleCode,
      deviceClass: t.deviceClass,
    });
}

/**
 * Marks the sessions as having reached `step`; answers those that reach it now for the first time. A
 * session marked by a concurrent write is left to it: the row lock makes the second update see the first.
 */
export async function reachSessionStep(
  db: Db,
  companyId: string,
  step: "savedRecipe" | "addedToCart",
  sessionIds: readonly string[],
): Promise<SessionFacts[]> {
  if (sessionIds.length === 0) return [];
  const t = actionSessions;
  const column = step === "savedRecipe" ? t.savedRecipe : t.addedToCart;
  return db
    .update(t)
    .set({ [step]: true })
    .where(and(eq(t.companyId, companyId), inArray(t.sessionId, [...sessionIds]), eq(column, false)))
    .returning({ siteCode: t.siteCode, styleCode: t.styleCode, deviceClass: t.deviceClass });
}

/** How often a placement's component was chosen in saved recipes, by placement code. */
export interface ComponentChoiceCount {
  placementCode: string;
  componentCode: string;
  count: number;
}

/**
 * Adds the day's choices to `component_usage_daily`, the table placement analytics reads, in one statement.
 * A recipe names placements by code: the company's live placement of that code is counted; a placement
 * archived since is left out (the analytics panel asks by placement id, and an archived one answers 404).
 */
export async function addComponentUsage(
  db: Db,
  companyId: string,
  day: string,
  choices: readonly ComponentChoiceCount[],
): Promise<void> {
  if (choices.length === 0) return;
  const rows = sql.join(
    choices.map((choice) => sql`(${choice.placementCode}, ${choice.componentCode}, ${choice.count}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into component_usage_daily (company_id, placement_id, component_code, day, count)
    select ${companyId}, placement.id, chosen.component_code, ${day}::date, chosen.count
    from (values ${rows}) as chosen (placement_code, component_code, count)
    join component_placements placement
      on placement.company_id = ${companyId} and placement.code = chosen.placement_code and not placement.archived
    on conflict (company_id, placement_id, day, component_code)
    do update set count = component_usage_daily.count + excluded.count`);
}
