import { PROMPT_MAX_LENGTH, PROMPT_REFINEMENTS_MAX } from "@atelier/domain/analytics/prompt-query.schema";

/**
 * The clarifications after one more is added (spec part 3, "Analytics prompt report"): null when it is ignored,
 * that is when it is empty after trimming or the report is still loading, and also when it repeats one already
 * there or the list is full.
 */
export function addRefinement(list: readonly string[], typed: string, loading: boolean): string[] | null {
  const text = typed.trim().slice(0, PROMPT_MAX_LENGTH);
  if (text === "" || loading || list.length >= PROMPT_REFINEMENTS_MAX) return null;
  const lower = text.toLowerCase();
  if (list.some((existing) => existing.toLowerCase() === lower)) return null;
  return [...list, text];
}

/** The clarifications without the one at `index`. */
export function removeRefinement(list: readonly string[], index: number): string[] {
  return list.filter((_, at) => at !== index);
}
