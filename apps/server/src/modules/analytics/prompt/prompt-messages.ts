import { PROMPT_RANGE_MAX_DAYS } from "@atelier/domain/analytics/prompt-query.schema";

/** Texts of the prompt report's answers when a reading cannot be run (shown after the spec's failure text). */
export const PROMPT_MESSAGES = {
  startAfterEnd: "The start date must be before the end date.",
  rangeTooLong: `A report covers at most ${PROMPT_RANGE_MAX_DAYS} days: ask about a shorter period.`,
  recipeSessions: "Saved recipes are not linked to sessions: ask for sessions about action events.",
  recipeEventType: "Saved recipes have no event type: ask about action events for event types.",
  selectionsAndValues: "Ask about placements or components, or about personal values, not both at once.",
  eventPersonalizationFilter:
    "Action events do not name the personal value they carry: group by personal text instead of filtering.",
  repeatedDimension: "Each grouping may be named once.",
  modelUnreadable: "The language model's reading could not be used.",
} as const;

/** How `explained` starts when the language model, not the grammar, read the question. */
export const MODEL_EXPLAINED_PREFIX = "Read by the language model:";
