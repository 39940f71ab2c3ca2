import type { AnalyticsTileQuery } from "@atelier/domain/analytics/analytics.schema";
import type { z } from "zod";
import { ANALYTICS_PERIOD_MAX_DAYS, periodOf } from "../analytics-period";
import type { TileFilter } from "./tile-filter";

export type TileQuery = z.output<typeof AnalyticsTileQuery>;

/** The tile query checked (calendar days, start not after end, at most 366 days); an empty site means all. */
export function tileFilterOf(query: TileQuery): TileFilter {
  const period = periodOf(query, ANALYTICS_PERIOD_MAX_DAYS);
  return { ...period, site: query.site === undefined || query.site === "" ? undefined : query.site };
}
