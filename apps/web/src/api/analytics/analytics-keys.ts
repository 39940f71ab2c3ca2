import type { AnalyticsTileQuery } from "@atelier/domain/analytics/analytics.schema";
import type { PromptReportInput } from "@atelier/domain/analytics/prompt-query.schema";

/** The analytics calls that read a period (GET /api/v1/analytics/{call}). */
export type AnalyticsTileCall =
  | "topproducts"
  | "topbrowsers"
  | "toppersonalizations"
  | "savedrecipes"
  | "savedrecipesbyprimarysite"
  | "actionsessions"
  | "actionfunnel"
  | "actiontopoptions"
  | "actionevents";

/** The period and site as one stable key part (the order of the fields never changes the key). */
function tileKeyPart(query: AnalyticsTileQuery): string {
  const { startyear, startmonth, startday, endyear, endmonth, endday, site } = query;
  return [startyear, startmonth, startday, endyear, endmonth, endday, site ?? ""].join("|");
}

/** The key factory of the analytics calls: every tile by call and period, and the prompt reports. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  tiles: () => [...analyticsKeys.all, "tile"] as const,
  tile: (call: AnalyticsTileCall, query: AnalyticsTileQuery) =>
    [...analyticsKeys.tiles(), call, tileKeyPart(query)] as const,
  prompts: () => [...analyticsKeys.all, "prompt"] as const,
  prompt: (input: PromptReportInput) =>
    [...analyticsKeys.prompts(), input.hive, input.prompt, ...(input.refinements ?? [])] as const,
};
