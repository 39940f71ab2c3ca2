import { AnalyticsExport, type AnalyticsTileQuery } from "@atelier/domain/analytics/analytics.schema";
import { useMutation } from "@tanstack/react-query";
import { api } from "../http";
import { tileParams } from "./analytics-tiles";

/**
 * 'Export raw data as CSV': the period's saved recipes as CSV text. The spec sends "the same parameters"
 * as the tile calls; they go in the query string, and as the body for a server that reads them there.
 */
export function useAnalyticsExport() {
  return useMutation({
    mutationFn: (query: AnalyticsTileQuery) =>
      api("analytics/export", { method: "POST", query: tileParams(query), body: query, schema: AnalyticsExport }),
  });
}
