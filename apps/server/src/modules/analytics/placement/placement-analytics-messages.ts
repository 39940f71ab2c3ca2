/** Texts of the placement analytics call's own checks (the period's are in ../analytics-period.ts). */
export const PLACEMENT_ANALYTICS_MESSAGES = {
  sort: "Sort must be -1 (most used first) or 1 (least used first).",
  mode: "Mode must be 0: only counts are reported.",
} as const;
