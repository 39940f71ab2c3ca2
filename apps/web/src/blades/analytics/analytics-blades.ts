import { bladeKind } from "../../app/workspace/blade-kind";

/** The analytics area's blade kinds (spec part 1, 2.15; part 3, "Analytics prompt report"). */
export const ANALYTICS_BLADES = {
  AnalyticsDashboard: bladeKind("Recipe Analytics", { size: "xxxlarge", singleton: true }),
  AnalyticsActionsDashboard: bladeKind("Actions Analytics", { size: "xxxlarge", singleton: true }),
  AnalyticsPromptReport: bladeKind("Prompt Report", { size: "xxxlarge" }),
};

export type AnalyticsBladeKind = keyof typeof ANALYTICS_BLADES;
