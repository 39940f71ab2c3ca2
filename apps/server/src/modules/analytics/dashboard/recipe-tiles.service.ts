import {
  type SavedRecipes,
  type SavedRecipesBySite,
  TOP_BROWSERS_CAP,
  TOP_PERSONALIZATIONS_CAP,
  TOP_PRODUCTS_CAP,
  type TopBrowsers,
  type TopPersonalizations,
  type TopProducts,
} from "@atelier/domain/analytics/analytics.schema";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import {
  recipesPerDevice,
  recipesPerSite,
  savedRecipesPerDaySite,
  topBrowsers,
  topPersonalizations,
  topProductsBySite,
} from "./recipe-tiles.repo";
import { type TileQuery, tileFilterOf } from "./tile-query";
import { perDay, perDayBySite, productsOf } from "./tile-shapes";

// The Recipe Analytics tiles (spec part 1, sections 2.15, 3 "Analytics data", 7 and 9): saved recipes of
// the company (bots left out), read from the daily rollups only.

type Deps = Pick<AppDeps, "db">;

/** `analytics/topproducts`: the TOP_PRODUCTS_CAP products saved most, each split by site; every site, most first. */
export async function readTopProducts({ db }: Deps, actor: Actor, query: TileQuery): Promise<TopProducts> {
  const filter = tileFilterOf(query);
  const products = productsOf(await topProductsBySite(db, actor.companyId, filter, TOP_PRODUCTS_CAP));
  const sites = await recipesPerSite(db, actor.companyId, filter);
  return { products, primarySiteCodes: sites.map((site) => site.siteCode) };
}

/**
 * `analytics/topbrowsers`: up to TOP_BROWSERS_CAP desktop browsers, then up to as many mobile ones, and the
 * saved recipes of every browser on mobile and on desktop (the donut).
 */
export async function readTopBrowsers({ db }: Deps, actor: Actor, query: TileQuery): Promise<TopBrowsers> {
  const filter = tileFilterOf(query);
  const [browsers, devices] = await Promise.all([
    topBrowsers(db, actor.companyId, filter, TOP_BROWSERS_CAP),
    recipesPerDevice(db, actor.companyId, filter),
  ]);
  return { browsers, devices };
}

/** `analytics/toppersonalizations`: the TOP_PERSONALIZATIONS_CAP personal values saved most. */
export async function readTopPersonalizations(
  { db }: Deps,
  actor: Actor,
  query: TileQuery,
): Promise<TopPersonalizations> {
  const filter = tileFilterOf(query);
  return { personalizations: await topPersonalizations(db, actor.companyId, filter, TOP_PERSONALIZATIONS_CAP) };
}

/** `analytics/savedrecipes`: saved recipes per day (days without any left out), the total and the sites. */
export async function readSavedRecipes({ db }: Deps, actor: Actor, query: TileQuery): Promise<SavedRecipes> {
  return perDay(await savedRecipesPerDaySite(db, actor.companyId, tileFilterOf(query)));
}

/** `analytics/savedrecipesbyprimarysite`: as savedrecipes, each day's count split by site code. */
export async function readSavedRecipesBySite(
  { db }: Deps,
  actor: Actor,
  query: TileQuery,
): Promise<SavedRecipesBySite> {
  return perDayBySite(await savedRecipesPerDaySite(db, actor.companyId, tileFilterOf(query)));
}
