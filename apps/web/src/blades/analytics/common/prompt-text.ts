import { PROMPT_MAX_LENGTH } from "@atelier/domain/analytics/prompt-query.schema";

/**
 * The question to ask from what was typed (spec part 1, 4 and 5: a prompt must be non-empty after trimming, and a
 * blank one does nothing): the trimmed text, or null when there is nothing to ask.
 */
export function promptToAsk(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed.slice(0, PROMPT_MAX_LENGTH);
}
