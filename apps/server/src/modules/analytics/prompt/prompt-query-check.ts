import { PROMPT_RANGE_MAX_DAYS, type PromptQuery } from "@atelier/domain/analytics/prompt-query.schema";
import { PROMPT_MESSAGES } from "./prompt-messages";

/** Days from start to end, both included. */
export function daysInRange(range: { start: string; end: string }): number {
  return Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000) + 1;
}

function rangeProblem(range: { start: string; end: string }): string | undefined {
  if (range.start > range.end) return PROMPT_MESSAGES.startAfterEnd;
  if (daysInRange(range) > PROMPT_RANGE_MAX_DAYS) return PROMPT_MESSAGES.rangeTooLong;
  return undefined;
}

/**
 * Why the structured query cannot be run, or undefined when it can: a range backwards or longer than
 * PROMPT_RANGE_MAX_DAYS, or a field the hive does not record (recipes carry no session and no event type;
 * events carry no attribute names of personal texts). Whatever filled the query, it is checked here first.
 */
export function promptQueryProblem(query: PromptQuery): string | undefined {
  const range = rangeProblem(query.range) ?? (query.compare ? rangeProblem(query.compare) : undefined);
  if (range) return range;
  if (query.hive === "recipe") {
    if (query.measure === "sessions") return PROMPT_MESSAGES.recipeSessions;
    if (query.dimensions.includes("eventType") || query.filters.some((f) => f.field === "eventType")) {
      return PROMPT_MESSAGES.recipeEventType;
    }
    const bySelection = query.dimensions.some((d) => d === "placement" || d === "component");
    if (bySelection && query.dimensions.includes("personalization")) return PROMPT_MESSAGES.selectionsAndValues;
  }
  if (query.hive === "actionevent" && query.filters.some((f) => f.field === "personalization")) {
    return PROMPT_MESSAGES.eventPersonalizationFilter;
  }
  if (new Set(query.dimensions).size !== query.dimensions.length) return PROMPT_MESSAGES.repeatedDimension;
  return undefined;
}
