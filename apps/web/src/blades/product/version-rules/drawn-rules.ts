import { useState } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors } from "react-hook-form";
import type { RulesFormValues } from "./rules-form";

/** How many rule cards are drawn at first, and how many more each 'Show more rules' draws. */
export const RULES_PER_STEP = 50;

/** The index of the first rule with an invalid field, or -1. */
export function firstInvalidRule(errors: FieldErrors<RulesFormValues>): number {
  const rules = errors.rulesJson;
  if (!Array.isArray(rules)) return -1;
  return rules.findIndex((ruleErrors) => ruleErrors !== undefined);
}

/**
 * A version may hold thousands of rules: the blade draws the first RULES_PER_STEP cards and more on
 * request. `reveal` draws up to a rule at once (before the focus moves there: a new or invalid rule).
 */
export function useDrawnRules() {
  const [count, setCount] = useState(RULES_PER_STEP);
  const reveal = (index: number) => {
    if (index >= count) flushSync(() => setCount(index + 1));
  };
  const showMore = () => setCount((drawn) => drawn + RULES_PER_STEP);
  return { count, reveal, showMore };
}
