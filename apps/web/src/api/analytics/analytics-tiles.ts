import {
  type AnalyticsTileQuery,
  SavedRecipes,
  SavedRecipesBySite,
  TopBrowsers,
  TopPersonalizations,
  TopProducts,
} from "@atelier/domain/analytics/analytics.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../http";
import { type AnalyticsTileCall, analyticsKeys } from "./analytics-keys";

/** How long a tile's figures are kept before they are read again. */
const TILE_STALE_MS = 60_000;

/** The query string of a tile call: the period and, when chosen, the site. */
export function tileParams(query: AnalyticsTileQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params[name] = String(value);
  }
  return params;
}

/** One tile call for a period; idle while the period is undefined (e.g. a custom range not yet valid). */
export function useTileQuery<T>(call: AnalyticsTileCall, schema: z.ZodType<T>, query: AnalyticsTileQuery | undefined) {
  return useQuery({
    queryKey: query === undefined ? [...analyticsKeys.tiles(), call, "idle"] : analyticsKeys.tile(call, query),
    queryFn: () => api(`analytics/${call}`, { query: tileParams(query as AnalyticsTileQuery), schema }),
    enabled: query !== undefined,
    staleTime: TILE_STALE_MS,
    // While another period loads, the figures of the last one stay on screen.
    placeholderData: keepPreviousData,
  });
}

/** Saved recipes per product, most first, split by primary site. */
export const useTopProducts = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("topproducts", TopProducts, query);

/** Saved recipes per browser family and version (desktop and mobile). */
export const useTopBrowsers = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("topbrowsers", TopBrowsers, query);

/** The personal values saved most. */
export const useTopPersonalizations = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("toppersonalizations", TopPersonalizations, query);

/** Saved recipes per day. */
export const useSavedRecipes = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("savedrecipes", SavedRecipes, query);

/** Saved recipes per day, split by primary site (narrowed to one site with `site`). */
export const useSavedRecipesBySite = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("savedrecipesbyprimarysite", SavedRecipesBySite, query);
