import { asc, desc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  analyticsActionDaily as actionDaily,
  analyticsFunnelDaily as funnelDaily,
  analyticsOptionDaily as optionDaily,
} from "../../../db/schema/analytics";
import { rollupWhere, type TileFilter } from "./tile-filter";

// Reads of the Actions Analytics tiles: each a GROUP BY over a daily rollup, by company and day range first.

const sessions = sql<number>`sum(${funnelDaily.sessions})`.mapWith(Number);

/** Sessions started per day and site, days in order (days without any left out). */
export function sessionsPerDaySite(
  db: Db,
  companyId: string,
  filter: TileFilter,
): Promise<{ day: string; siteCode: string; count: number }[]> {
  return db
    .select({ day: funnelDaily.day, siteCode: funnelDaily.siteCode, count: sessions })
    .from(funnelDaily)
    .where(rollupWhere(funnelDaily, companyId, filter))
    .groupBy(funnelDaily.day, funnelDaily.siteCode)
    .having(sql`sum(${funnelDaily.sessions}) > 0`)
    .orderBy(asc(funnelDaily.day), asc(funnelDaily.siteCode));
}

/** Sessions that started, saved a recipe and added to cart over the period (each counted once per step). */
export async function funnelTotals(
  db: Db,
  companyId: string,
  filter: TileFilter,
): Promise<{ sessions: number; savedRecipe: number; addedToCart: number }> {
  const [row] = await db
    .select({
      sessions: sql<number>`coalesce(sum(${funnelDaily.sessions}), 0)`.mapWith(Number),
      savedRecipe: sql<number>`coalesce(sum(${funnelDaily.savedRecipe}), 0)`.mapWith(Number),
      addedToCart: sql<number>`coalesce(sum(${funnelDaily.addedToCart}), 0)`.mapWith(Number),
    })
    .from(funnelDaily)
    .where(rollupWhere(funnelDaily, companyId, filter));
  return row ?? { sessions: 0, savedRecipe: 0, addedToCart: 0 };
}

/** Sessions started per device class, most first, ties by class. */
export function sessionsPerDevice(
  db: Db,
  companyId: string,
  filter: TileFilter,
): Promise<{ deviceClass: string; count: number }[]> {
  return db
    .select({ deviceClass: funnelDaily.deviceClass, count: sessions })
    .from(funnelDaily)
    .where(rollupWhere(funnelDaily, companyId, filter))
    .groupBy(funnelDaily.deviceClass)
    .having(sql`sum(${funnelDaily.sessions}) > 0`)
    .orderBy(desc(sessions), sql`${funnelDaily.deviceClass} collate "C"`);
}

/** The `take` components chosen most, by placement and component code, ties by codes. */
export function topOptions(
  db: Db,
  companyId: string,
  filter: TileFilter,
  take: number,
): Promise<{ placementCode: string; componentCode: string; count: number }[]> {
  const count = sql<number>`sum(${optionDaily.count})`.mapWith(Number);
  return db
    .select({ placementCode: optionDaily.placementCode, componentCode: optionDaily.componentCode, count })
    .from(optionDaily)
    .where(rollupWhere(optionDaily, companyId, filter))
    .groupBy(optionDaily.placementCode, optionDaily.componentCode)
    .orderBy(desc(count), sql`${optionDaily.placementCode} collate "C"`, sql`${optionDaily.componentCode} collate "C"`)
    .limit(take);
}

/** Events per type and name (custom events by name), most first, at most `take`. */
export function eventsPerType(
  db: Db,
  companyId: string,
  filter: TileFilter,
  take: number,
): Promise<{ type: string; name: string; count: number }[]> {
  const count = sql<number>`sum(${actionDaily.count})`.mapWith(Number);
  return db
    .select({ type: actionDaily.type, name: actionDaily.name, count })
    .from(actionDaily)
    .where(rollupWhere(actionDaily, companyId, filter))
    .groupBy(actionDaily.type, actionDaily.name)
    .orderBy(desc(count), sql`${actionDaily.type} collate "C"`, sql`${actionDaily.name} collate "C"`)
    .limit(take);
}
