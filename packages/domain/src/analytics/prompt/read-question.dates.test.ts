import { describe, expect, it } from "vitest";
import type { PromptQuery } from "../prompt-query.schema";
import { readQuestion } from "./read-question";
import { actions, CHRONOLOGICAL, days, query, queryOf, read, SESSIONS, SNEAKERS } from "./read-question.fixture";

// Periods and comparisons, counted from Thursday 26 November 2026.

const THIS_WEEK = days("2026-11-23", "2026-11-26");
const LAST_WEEK = days("2026-11-16", "2026-11-22");
const THIS_MONTH = days("2026-11-01", "2026-11-26");
const LAST_MONTH = days("2026-10-01", "2026-10-31");

const PERIODS: [string, { start: string; end: string }][] = [
  ["today", days("2026-11-26")],
  ["yesterday", days("2026-11-25")],
  ["this week", THIS_WEEK],
  ["week to date", THIS_WEEK],
  ["last week", LAST_WEEK],
  ["the previous week", LAST_WEEK],
  ["the past week", days("2026-11-20", "2026-11-26")],
  ["this month", THIS_MONTH],
  ["last month", LAST_MONTH],
  ["the past month", days("2026-10-27", "2026-11-26")],
  ["this year", days("2026-01-01", "2026-11-26")],
  ["year to date", days("2026-01-01", "2026-11-26")],
  ["last year", days("2025-01-01", "2025-12-31")],
  ["the past year", days("2025-11-27", "2026-11-26")],
  ["last 7 days", days("2026-11-20", "2026-11-26")],
  ["in the last 30 days", days("2026-10-28", "2026-11-26")],
  ["past 14 days", days("2026-11-13", "2026-11-26")],
  ["last two weeks", days("2026-11-13", "2026-11-26")],
  ["last 3 months", days("2026-08-27", "2026-11-26")],
  ["last 1 day", days("2026-11-26")],
  ["in March", days("2026-03-01", "2026-03-31")],
  ["in december", days("2025-12-01", "2025-12-31")],
  ["in November", THIS_MONTH],
  ["in March 2026", days("2026-03-01", "2026-03-31")],
  ["sept 2025", days("2025-09-01", "2025-09-30")],
  ["in 2025", days("2025-01-01", "2025-12-31")],
  ["in Q1", days("2026-01-01", "2026-03-31")],
  ["q4", days("2026-10-01", "2026-11-26")],
  ["Q4 2025", days("2025-10-01", "2025-12-31")],
  ["the second quarter", days("2026-04-01", "2026-06-30")],
  ["this quarter", days("2026-10-01", "2026-11-26")],
  ["last quarter", days("2026-07-01", "2026-09-30")],
  ["since 1 March", days("2026-03-01", "2026-11-26")],
  ["since March 1st", days("2026-03-01", "2026-11-26")],
  ["since March", days("2026-03-01", "2026-11-26")],
  ["since 2026-06-15", days("2026-06-15", "2026-11-26")],
  ["since 1 December", days("2025-12-01", "2026-11-26")],
  ["between 2026-01-01 and 2026-02-01", days("2026-01-01", "2026-02-01")],
  ["from 2026-10-05 to 2026-10-11", days("2026-10-05", "2026-10-11")],
  ["from 1 October to 15 October", days("2026-10-01", "2026-10-15")],
  ["from 20 December until 5 January", days("2025-12-20", "2026-01-05")],
  ["between March 3 2025 and April 1 2025", days("2025-03-03", "2025-04-01")],
  ["from March to May", days("2026-03-01", "2026-05-31")],
  ["on 2026-11-01", days("2026-11-01")],
  ["on 14 February", days("2026-02-14")],
  ["from 1 November", days("2026-11-01", "2026-11-26")],
];

describe("readQuestion's periods", () => {
  it.each(PERIODS)("reads saved recipes %j as %j", (period, range) => {
    expect(queryOf(read(`saved recipes ${period}`))).toEqual(query({ range }));
  });

  it("counts the last 30 days, today included, when no period is named", () => {
    expect(queryOf(read("saved recipes by site"))).toEqual(
      query({ dimensions: ["site"], range: days("2026-10-28", "2026-11-26") }),
    );
  });

  it("reads a month without a year as the latest one not after today", () => {
    const reading = readQuestion(
      { hive: "recipe", prompt: "recipes in March", refinements: [] },
      SNEAKERS,
      "2026-02-10",
    );
    expect(queryOf(reading)).toEqual(query({ range: days("2025-03-01", "2025-03-31") }));
  });

  it("ends a period that reaches past today on today", () => {
    expect(queryOf(read("recipes in 2026"))).toEqual(query({ range: days("2026-01-01", "2026-11-26") }));
  });
});

const COMPARISONS: [string, PromptQuery][] = [
  [
    "how many mobile sessions this week compared with last week",
    actions({
      measure: "sessions",
      filters: [{ field: "device", op: "in", values: ["mobile", "tablet"] }, SESSIONS],
      range: THIS_WEEK,
      compare: days("2026-11-16", "2026-11-19"),
    }),
  ],
  ["sessions this week", actions({ measure: "sessions", filters: [SESSIONS], range: THIS_WEEK })],
  [
    "sessions vs last week",
    actions({ measure: "sessions", filters: [SESSIONS], range: THIS_WEEK, compare: days("2026-11-16", "2026-11-19") }),
  ],
  [
    "sessions this month vs previous month",
    actions({ measure: "sessions", filters: [SESSIONS], range: THIS_MONTH, compare: days("2026-10-01", "2026-10-26") }),
  ],
  [
    "more sessions last month than the month before",
    actions({ measure: "sessions", filters: [SESSIONS], range: LAST_MONTH, compare: days("2026-09-01", "2026-09-30") }),
  ],
  [
    "events last week versus the previous period",
    actions({ range: LAST_WEEK, compare: days("2026-11-09", "2026-11-15") }),
  ],
  [
    "saved recipes last 7 days vs the previous 7 days",
    query({ range: days("2026-11-20", "2026-11-26"), compare: days("2026-11-13", "2026-11-19") }),
  ],
  [
    "recipes in March compared to last year",
    query({ range: days("2026-03-01", "2026-03-31"), compare: days("2025-03-01", "2025-03-31") }),
  ],
  [
    "recipes in March vs March 2025",
    query({ range: days("2026-03-01", "2026-03-31"), compare: days("2025-03-01", "2025-03-31") }),
  ],
  ["recipes this month year over year", query({ range: THIS_MONTH, compare: days("2025-11-01", "2025-11-26") })],
  ["yesterday compared with the day before", query({ range: days("2026-11-25"), compare: days("2026-11-24") })],
  ["compare this week with last week", query({ range: THIS_WEEK, compare: days("2026-11-16", "2026-11-19") })],
  [
    "recipes by week this quarter vs the quarter before",
    query({
      dimensions: ["week"],
      order: CHRONOLOGICAL,
      range: days("2026-10-01", "2026-11-26"),
      compare: days("2026-07-01", "2026-08-26"),
    }),
  ],
  ["recipes last month compared with", query({ range: LAST_MONTH, compare: days("2026-08-31", "2026-09-30") })],
  [
    "recipes this year vs same period last year",
    query({ range: days("2026-01-01", "2026-11-26"), compare: days("2025-01-01", "2025-11-26") }),
  ],
];

describe("readQuestion's comparisons", () => {
  it.each(COMPARISONS)("reads %j", (prompt, expected) => {
    expect(queryOf(read(prompt, expected.hive))).toEqual(expected);
  });

  it("explains the comparison", () => {
    const reading = read("how many mobile sessions this week compared with last week", "actionevent");
    expect(reading.ok && reading.explained).toBe(
      "Sessions, on mobile or tablet, from 23 November 2026 to 26 November 2026, " +
        "compared with 16 November 2026 to 19 November 2026, most first.",
    );
  });
});
