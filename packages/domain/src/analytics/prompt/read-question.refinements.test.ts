import { describe, expect, it } from "vitest";
import type { PromptQuery } from "../prompt-query.schema";
import {
  actions,
  CHRONOLOGICAL,
  days,
  LEAST_FIRST,
  MOBILE,
  not,
  only,
  query,
  queryOf,
  read,
  SESSIONS,
} from "./read-question.fixture";

// Clarifications are read with the same grammar and applied in order on top of the question.

const LAST_MONTH = days("2026-10-01", "2026-10-31");
const LAST_YEAR = days("2025-01-01", "2025-12-31");
const ISSUE_QUESTION = "top 5 products by saved recipes last month on the US site";
const issueQuery = (changes: Partial<PromptQuery>) =>
  query({ dimensions: ["product"], filters: [only("site", "US")], range: LAST_MONTH, limit: 5, ...changes });

const CASES: [string, string[], PromptQuery][] = [
  [ISSUE_QUESTION, ["only mobile"], issueQuery({ filters: [only("site", "US"), MOBILE] })],
  [ISSUE_QUESTION, ["by week"], issueQuery({ dimensions: ["product", "week"] })],
  [
    ISSUE_QUESTION,
    ["exclude archived products"],
    issueQuery({ filters: [only("site", "US"), not("productStatus", "Archived")] }),
  ],
  [
    ISSUE_QUESTION,
    ["only mobile", "by week", "exclude archived products"],
    issueQuery({
      dimensions: ["product", "week"],
      filters: [only("site", "US"), MOBILE, not("productStatus", "Archived")],
    }),
  ],
  [ISSUE_QUESTION, ["on the EU site"], issueQuery({ filters: [only("site", "EU")] })],
  [ISSUE_QUESTION, ["top 3"], issueQuery({ limit: 3 })],
  [ISSUE_QUESTION, ["last year"], issueQuery({ range: LAST_YEAR })],
  [ISSUE_QUESTION, ["last year", "this month"], issueQuery({ range: days("2026-11-01", "2026-11-26") })],
  [ISSUE_QUESTION, ["", "   "], issueQuery({})],
  [ISSUE_QUESTION, ["least first"], issueQuery({ order: LEAST_FIRST })],
  [ISSUE_QUESTION, ["compared with the month before"], issueQuery({ compare: days("2026-09-01", "2026-09-30") })],
  [
    ISSUE_QUESTION,
    ["tagged retro", "tagged running"],
    issueQuery({ filters: [only("site", "US"), only("tag", "running")] }),
  ],
  ["saved recipes excluding the US site", ["excluding EU"], query({ filters: [not("site", "US", "EU")] })],
  ["saved recipes by day", ["by week"], query({ dimensions: ["week"], order: CHRONOLOGICAL })],
  ["saved recipes by day", ["by site"], query({ dimensions: ["day", "site"] })],
  ["saved recipes by site", ["mobile vs desktop", "by browser"], query({ dimensions: ["site", "device", "browser"] })],
  [
    "saved recipes",
    ["in chrome", "for Court Classic"],
    query({ filters: [only("browser", "Chrome"), only("product", "SNK-CC-100")] }),
  ],
  [
    "saved recipes this month",
    ["vs previous period"],
    query({ range: days("2026-11-01", "2026-11-26"), compare: days("2026-10-06", "2026-10-31") }),
  ],
  ["how many products were saved", ["saved recipes"], query({})],
  [
    "sessions this week",
    ["only mobile", "by day"],
    actions({
      measure: "sessions",
      dimensions: ["day"],
      order: CHRONOLOGICAL,
      range: days("2026-11-23", "2026-11-26"),
      filters: [MOBILE, SESSIONS],
    }),
  ],
  [
    "sessions this week",
    ["added to cart"],
    actions({
      measure: "sessions",
      range: days("2026-11-23", "2026-11-26"),
      filters: [only("eventType", "added_to_cart")],
    }),
  ],
  ["sessions", ["events"], actions({})],
];

describe("readQuestion with clarifications", () => {
  it.each(CASES)("reads %j then %j", (prompt, refinements, expected) => {
    expect(queryOf(read(prompt, expected.hive, refinements))).toEqual(expected);
  });

  it("explains the query the clarifications made", () => {
    const reading = read(ISSUE_QUESTION, "recipe", ["only mobile", "by week", "exclude archived products"]);
    expect(reading.ok && reading.explained).toBe(
      "Saved recipes by product and week, on site US, on mobile or tablet, excluding archived products, " +
        "from 1 October 2026 to 31 October 2026, top 5, most first.",
    );
  });

  it("fails on a clarification it cannot read, naming its words", () => {
    const reading = read(ISSUE_QUESTION, "recipe", ["only mobile", "in purple"]);
    expect(reading).toMatchObject({ ok: false, unknownWords: ["purple"] });
  });
});
