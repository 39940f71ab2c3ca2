import { PromptReportInput, PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import { useQuery } from "@tanstack/react-query";
import { api } from "../http";
import { analyticsKeys } from "./analytics-keys";

/**
 * A prompt report: the question (and its clarifications) on one hive, read once per input and kept
 * while the blade is open; idle while the input is undefined. The answer may be a failure (error true).
 */
export function usePromptReport(input: PromptReportInput | undefined) {
  return useQuery({
    queryKey: input === undefined ? [...analyticsKeys.prompts(), "idle"] : analyticsKeys.prompt(input),
    queryFn: () =>
      api("analytics/prompt", {
        method: "POST",
        body: PromptReportInput.parse(input),
        schema: PromptReportResult,
      }),
    enabled: input !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
