import type { AnalyticsHive } from "@atelier/domain/analytics/prompt-query.schema";
import { ANALYTICS_HIVES } from "@atelier/domain/analytics/prompt-query.schema";
import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";
import { idsWithTailCodec } from "../../app/workspace/item-id";

/** What a Prompt Report blade is opened with: the hive it asks about and, when given, the question. */
export interface PromptReportParams {
  hive: AnalyticsHive;
  prompt?: string;
}

const promptCodec = idsWithTailCodec(["hive"], "prompt");

/**
 * The Prompt Report's item id: `{hive}~{prompt}` (the prompt may hold `~`; the blade address
 * percent-encodes the whole id). `decode` answers null for an id without a known hive.
 */
export const promptReportIds = {
  encode: (params: PromptReportParams): string => promptCodec.encode(params),
  decode: (itemId: string | undefined): PromptReportParams | null => {
    const params = promptCodec.decode(itemId);
    if (params === null) return null;
    const hive = ANALYTICS_HIVES.find((known) => known === params.hive);
    if (hive === undefined) return null;
    return params.prompt === undefined ? { hive } : { hive, prompt: params.prompt };
  },
};

/** The typed links of the analytics area's blades. */
export const analyticsLinks = {
  /** Recipe Analytics (the Recipes Dashboard of the sidebar). */
  dashboard: (): BladeLink => bladeLink("AnalyticsDashboard", "list"),
  /** Actions Analytics (the Actions Dashboard of the sidebar). */
  actionsDashboard: (): BladeLink => bladeLink("AnalyticsActionsDashboard", "list"),
  /** A prompt report on one hive, asking the question when one is given. */
  promptReport: (params: PromptReportParams): BladeLink =>
    bladeLink("AnalyticsPromptReport", "edit", promptReportIds.encode(params)),
};
