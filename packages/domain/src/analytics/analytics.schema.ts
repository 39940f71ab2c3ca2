import { z } from "zod";
import { AnalyticsDay, AnalyticsPeriodQuery } from "./analytics-period.schema";

// The responses of the Recipe Analytics tiles (spec part 1, sections 3 "Analytics data" and 7).

/** Caps of spec part 1, section 9. */
export const TOP_PRODUCTS_CAP = 10;
export const TOP_BROWSERS_CAP = 10;
export const TOP_PERSONALIZATIONS_CAP = 100;
export const TOP_OPTIONS_CAP = 10;

/** `analytics/topproducts`: saved recipes per product, most first, each split by primary site. */
export const TopProducts = z.object({
  products: z.array(
    z.object({
      styleCodes: z.array(z.string()),
      count: z.number().int(),
      byPrimarySite: z.array(z.object({ siteCode: z.string(), count: z.number().int() })),
    }),
  ),
  primarySiteCodes: z.array(z.string()),
});
export type TopProducts = z.infer<typeof TopProducts>;

/** `analytics/topbrowsers`: saved recipes per browser family and major version, most first, up to the cap per kind. */
export const TopBrowsers = z.object({
  browsers: z.array(
    z.object({
      browserFamily: z.string(),
      browserVersion: z.string(),
      browserMobile: z.boolean(),
      count: z.number().int(),
    }),
  ),
  /** Saved recipes on mobile devices (phones and tablets) and on desktops, over every browser, not only the top. */
  devices: z.object({ mobile: z.number().int(), desktop: z.number().int() }),
});
export type TopBrowsers = z.infer<typeof TopBrowsers>;

/** `analytics/toppersonalizations`: the personal values saved most (name is the attribute's key). */
export const TopPersonalizations = z.object({
  personalizations: z.array(z.object({ name: z.string(), value: z.string(), count: z.number().int() })),
});
export type TopPersonalizations = z.infer<typeof TopPersonalizations>;

/** `analytics/savedrecipes`: saved recipes per day of the period (days without any are left out). */
export const SavedRecipes = z.object({
  total: z.number().int(),
  intervals: z.array(AnalyticsDay.extend({ count: z.number().int() })),
  siteCodes: z.array(z.string()),
});
export type SavedRecipes = z.infer<typeof SavedRecipes>;

/** `analytics/savedrecipesbyprimarysite`: as savedrecipes, each day's count split by site code. */
export const SavedRecipesBySite = z.object({
  total: z.number().int(),
  intervals: z.array(AnalyticsDay.extend({ count: z.record(z.string(), z.number().int()) })),
  siteCodes: z.array(z.string()),
});
export type SavedRecipesBySite = z.infer<typeof SavedRecipesBySite>;

/** `POST analytics/export`: the period's saved recipes, one row each, as CSV text. */
export const AnalyticsExport = z.object({ data: z.string() });
export type AnalyticsExport = z.infer<typeof AnalyticsExport>;

// Actions Analytics (AnalyticsActionsDashboard). The spec names no calls for it; these follow the tiles above.

/** `analytics/actionsessions`: Studio sessions started per day. */
export const ActionSessions = SavedRecipes;
export type ActionSessions = SavedRecipes;

/** `analytics/actionfunnel`: sessions that started, saved a recipe, and added to cart. */
export const ActionFunnel = z.object({
  steps: z.array(z.object({ step: z.enum(["session", "recipe", "cart"]), count: z.number().int() })),
});
export type ActionFunnel = z.infer<typeof ActionFunnel>;

/** `analytics/actiontopoptions`: the components chosen most, by placement. */
export const ActionTopOptions = z.object({
  options: z.array(z.object({ placementCode: z.string(), componentCode: z.string(), count: z.number().int() })),
});
export type ActionTopOptions = z.infer<typeof ActionTopOptions>;

/** `analytics/actionevents`: events per type (custom events by name), and sessions by device class. */
export const ActionEventCounts = z.object({
  events: z.array(z.object({ type: z.string(), name: z.string(), count: z.number().int() })),
  devices: z.array(z.object({ deviceClass: z.string(), count: z.number().int() })),
});
export type ActionEventCounts = z.infer<typeof ActionEventCounts>;

/** The query of every tile call: the period, optionally one site. */
export const AnalyticsTileQuery = AnalyticsPeriodQuery.extend({
  site: z.string().max(100).optional(),
});
export type AnalyticsTileQuery = z.input<typeof AnalyticsTileQuery>;
