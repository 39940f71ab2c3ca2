/** Texts of the analytics calls' answers. */
export const ANALYTICS_MESSAGES = {
  startAfterEnd: "The start date must be before the end date.",
  invalidStart: "The start date is not a valid date.",
  invalidEnd: "The end date is not a valid date.",
  sort: "Sort must be -1 (most used first) or 1 (least used first).",
  mode: "Mode must be 0: only counts are reported.",
} as const;
