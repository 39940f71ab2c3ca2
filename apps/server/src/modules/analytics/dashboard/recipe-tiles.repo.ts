import { asc, desc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  analyticsBrowserDaily as browserDaily,
  analyticsPersonalizationDaily as personalizationDaily,
  analyticsRecipeDaily as recipeDaily,
} from "../../../db/schema/analytics";
import { rollupWhere, type TileFilter } from "./tile-filter";

// Reads of the Recipe Analytics tiles: each a GROUP BY over a daily rollup (never the raw recipes), by
// company and day range first, as the rollups' primary keys are ordered.

const recipeCount = sql<number>`sum(${recipeDaily.count})`.mapWith(Number);

/** Saved recipes per day and site, days in order (days without any left out). */
export function savedRecipesPerDaySite(
  db: Db,
  companyId: string,
  filter: TileFilter,
): Promise<{ day: string; siteCode: string; count: number }[]> {
  return db
    .select({ day: recipeDaily.day, siteCode: recipeDaily.siteCode, count: recipeCount })
    .from(recipeDaily)
    .where(rollupWhere(recipeDaily, companyId, filter))
    .groupBy(recipeDaily.day, recipeDaily.siteCode)
    .orderBy(asc(recipeDaily.day), asc(recipeDaily.siteCode));
}

/** The `take` products (style codes) with the most saved recipes, ties by code, each split by site. */
export async function topProductsBySite(
  db: Db,
  companyId: string,
  filter: TileFilter,
  take: number,
): Promise<{ styleCode: string; total: number; siteCode: string; count: number }[]> {
  const perProductSite = db.$with("per_product_site").as(
    db
      .select({
        styleCode: sql<string>`${recipeDaily.styleCode}`.as("style_code"),
        siteCode: sql<string>`${recipeDaily.siteCode}`.as("site_code"),
        count: sql<number>`sum(${recipeDaily.count})::int`.as("count"),
        total: sql<number>`sum(sum(${recipeDaily.count})) over (partition by ${recipeDaily.styleCode})::int`.as(
          "total",
        ),
      })
      .from(recipeDaily)
      .where(rollupWhere(recipeDaily, companyId, filter))
      .groupBy(recipeDaily.styleCode, recipeDaily.siteCode),
  );
  const ranked = db.$with("ranked").as(
    db
      .with(perProductSite)
      .select({
        styleCode: perProductSite.styleCode,
        siteCode: perProductSite.siteCode,
        count: perProductSite.count,
        total: perProductSite.total,
        rank: sql<number>`dense_rank() over (order by ${perProductSite.total} desc, ${perProductSite.styleCode} collate "C")`.as(
          "rank",
        ),
      })
      .from(perProductSite),
  );
  const rows = await db
    .with(ranked)
    .select({
      styleCode: ranked.styleCode,
      total: sql<number>`${ranked.total}`.mapWith(Number),
      siteCode: ranked.siteCode,
      count: sql<number>`${ranked.count}`.mapWith(Number),
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${take}`)
    .orderBy(asc(ranked.rank), desc(ranked.count), sql`${ranked.siteCode} collate "C"`);
  return rows;
}

/** Saved recipes per site over the period, most first, ties by code. */
export function recipesPerSite(
  db: Db,
  companyId: string,
  filter: TileFilter,
): Promise<{ siteCode: string; count: number }[]> {
  return db
    .select({ siteCode: recipeDaily.siteCode, count: recipeCount })
    .from(recipeDaily)
    .where(rollupWhere(recipeDaily, companyId, filter))
    .groupBy(recipeDaily.siteCode)
    .orderBy(desc(recipeCount), sql`${recipeDaily.siteCode} collate "C"`);
}

/** Saved recipes on mobile devices (phones and tablets) and on desktops, over every browser. */
export async function recipesPerDevice(
  db: Db,
  companyId: string,
  filter: TileFilter,
): Promise<{ mobile: number; desktop: number }> {
  const mobile = sql<boolean>`(${recipeDaily.deviceClass} <> 'desktop')`;
  const rows = await db
    .select({ mobile, count: recipeCount })
    .from(recipeDaily)
    .where(rollupWhere(recipeDaily, companyId, filter))
    .groupBy(mobile);
  return {
    mobile: rows.find((row) => row.mobile)?.count ?? 0,
    desktop: rows.find((row) => !row.mobile)?.count ?? 0,
  };
}

/**
 * Saved recipes per browser family and major version, mobile (any device but desktop) apart from desktop:
 * the `take` most of each side, most first, ties by family and version.
 */
export async function topBrowsers(
  db: Db,
  companyId: string,
  filter: TileFilter,
  take: number,
): Promise<{ browserFamily: string; browserVersion: string; browserMobile: boolean; count: number }[]> {
  const major = browserDaily.browserVersion;
  const mobile = sql<boolean>`(${browserDaily.deviceClass} <> 'desktop')`;
  const grouped = db.$with("per_browser").as(
    db
      .select({
        browserFamily: sql<string>`${browserDaily.browserFamily}`.as("browser_family"),
        browserVersion: sql<string>`${major}`.as("browser_version"),
        browserMobile: sql<boolean>`${mobile}`.as("browser_mobile"),
        count: sql<number>`sum(${browserDaily.count})::int`.as("count"),
        rank: sql<number>`row_number() over (partition by ${mobile} order by sum(${browserDaily.count}) desc, ${browserDaily.browserFamily} collate "C", ${major} collate "C")`.as(
          "rank",
        ),
      })
      .from(browserDaily)
      .where(rollupWhere(browserDaily, companyId, filter))
      .groupBy(browserDaily.browserFamily, major, mobile),
  );
  return db
    .with(grouped)
    .select({
      browserFamily: grouped.browserFamily,
      browserVersion: grouped.browserVersion,
      browserMobile: grouped.browserMobile,
      count: sql<number>`${grouped.count}`.mapWith(Number),
    })
    .from(grouped)
    .where(sql`${grouped.rank} <= ${take}`)
    .orderBy(asc(grouped.browserMobile), asc(grouped.rank));
}

/** The personal values saved most: `take` (name, value) pairs, most first, ties by name then value. */
export function topPersonalizations(
  db: Db,
  companyId: string,
  filter: TileFilter,
  take: number,
): Promise<{ name: string; value: string; count: number }[]> {
  const count = sql<number>`sum(${personalizationDaily.count})`.mapWith(Number);
  return db
    .select({ name: personalizationDaily.name, value: personalizationDaily.value, count })
    .from(personalizationDaily)
    .where(rollupWhere(personalizationDaily, companyId, filter))
    .groupBy(personalizationDaily.name, personalizationDaily.value)
    .orderBy(desc(count), sql`${personalizationDaily.name} collate "C"`, sql`${personalizationDaily.value} collate "C"`)
    .limit(take);
}
