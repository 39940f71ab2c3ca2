import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { AnalyticsBladeKind } from "./analytics-blades";

/** The components of the analytics area's blade kinds (analytics-blades.ts), each loaded on its first open. */
export const ANALYTICS_BLADE_COMPONENTS = {
  AnalyticsDashboard: lazyBlade(() =>
    import("./recipe-dashboard/recipe-dashboard.blade").then((m) => m.RecipeDashboardBlade),
  ),
  AnalyticsActionsDashboard: lazyBlade(() =>
    import("./actions-dashboard/actions-dashboard.blade").then((m) => m.ActionsDashboardBlade),
  ),
  AnalyticsPromptReport: lazyBlade(() =>
    import("./prompt-report/prompt-report.blade").then((m) => m.PromptReportBlade),
  ),
} satisfies Record<AnalyticsBladeKind, BladeComponent>;
