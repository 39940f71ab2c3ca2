import { PROMPT_RANGE_MAX_DAYS, type PromptQuery } from "@atelier/domain/analytics/prompt-query.schema";
import { describe, expect, it } from "vitest";
import { PROMPT_MESSAGES } from "./prompt-messages";
import { daysInRange, promptQueryProblem } from "./prompt-query-check";

const base: PromptQuery = {
  hive: "recipe",
  measure: "count",
  dimensions: [],
  filters: [],
  range: { start: "2026-03-01", end: "2026-03-31" },
  order: { by: "value", direction: "desc" },
};

describe("promptQueryProblem", () => {
  it.each<[string, Partial<PromptQuery>, string | undefined]>([
    ["a plain count", {}, undefined],
    [
      "every dimension events record",
      { hive: "actionevent", measure: "sessions", dimensions: ["eventType", "placement", "personalization"] },
      undefined,
    ],
    ["a range backwards", { range: { start: "2026-03-02", end: "2026-03-01" } }, PROMPT_MESSAGES.startAfterEnd],
    [
      "a compare range backwards",
      { compare: { start: "2026-02-02", end: "2026-02-01" } },
      PROMPT_MESSAGES.startAfterEnd,
    ],
    ["a range too long", { range: { start: "2025-01-01", end: "2026-03-01" } }, PROMPT_MESSAGES.rangeTooLong],
    ["sessions of recipes", { measure: "sessions" }, PROMPT_MESSAGES.recipeSessions],
    ["event types of recipes", { dimensions: ["eventType"] }, PROMPT_MESSAGES.recipeEventType],
    [
      "an event type filter on recipes",
      { filters: [{ field: "eventType", op: "in", values: ["shared"] }] },
      PROMPT_MESSAGES.recipeEventType,
    ],
    [
      "selections and values together",
      { dimensions: ["component", "personalization"] },
      PROMPT_MESSAGES.selectionsAndValues,
    ],
    [
      "a personal value filter on events",
      { hive: "actionevent", filters: [{ field: "personalization", op: "in", values: ["Name"] }] },
      PROMPT_MESSAGES.eventPersonalizationFilter,
    ],
    ["a repeated dimension", { dimensions: ["site", "site"] }, PROMPT_MESSAGES.repeatedDimension],
  ])("%s", (_name, values, expected) => {
    expect(promptQueryProblem({ ...base, ...values })).toBe(expected);
  });

  it("takes exactly PROMPT_RANGE_MAX_DAYS days", () => {
    const end = new Date(Date.UTC(2026, 0, PROMPT_RANGE_MAX_DAYS)).toISOString().slice(0, 10);
    const range = { start: "2026-01-01", end };
    expect(daysInRange(range)).toBe(PROMPT_RANGE_MAX_DAYS);
    expect(promptQueryProblem({ ...base, range })).toBeUndefined();
    const longer = { start: "2025-12-31", end };
    expect(promptQueryProblem({ ...base, range: longer })).toBe(PROMPT_MESSAGES.rangeTooLong);
  });
});
