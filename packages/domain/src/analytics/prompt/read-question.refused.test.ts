import { describe, expect, it } from "vitest";
import type { AnalyticsHive } from "../prompt-query.schema";
import { PROMPT_EXAMPLES, PROMPT_MESSAGES } from "./messages";
import { read } from "./read-question.fixture";

// Questions the grammar must refuse: words it does not know (named back to the user), questions about the other
// hive, and periods or numbers it cannot use.

const UNKNOWN: [string, AnalyticsHive, string[]][] = [
  ["what's the weather in Paris?", "recipe", ["weather", "Paris"]],
  ["orders by product last month", "recipe", ["orders"]],
  ["revenue by site", "recipe", ["revenue"]],
  ["revenue by site", "actionevent", ["revenue"]],
  ["saved recipes by colour", "recipe", ["colour"]],
  ["top 5 products by profit", "recipe", ["profit"]],
  ["recipes on the FR site", "recipe", ["FR"]],
  ["saved recipes for Air Max", "recipe", ["Air", "Max"]],
  ["saved recipes tagged vintage", "recipe", ["vintage"]],
  ["sessions in Netscape", "actionevent", ["Netscape"]],
  ["average price of saved recipes", "recipe", ["average", "price"]],
  ["saved recipes by hour", "recipe", ["hour"]],
  ["saved recipes last fortnight", "recipe", ["last", "fortnight"]],
  ["conversion rate this week", "actionevent", ["conversion", "rate"]],
  ["how many recipes did Bob save", "recipe", ["Bob"]],
  ["sessions by country", "actionevent", ["country"]],
  ["bounce rate by browser", "actionevent", ["bounce", "rate"]],
  ["delete all recipes", "recipe", ["delete"]],
  ["drop table recipes; --", "recipe", ["drop", "table"]],
  ["recipes'; select * from users", "recipe", ["select"]],
  ["saved recipes in q5", "recipe", ["q5"]],
  ["saved recipes by gender", "recipe", ["gender"]],
  ["top 5 colours last month", "recipe", ["colours"]],
  ["how many returns this year", "recipe", ["returns"]],
  ["recipes on 2026-02-30", "recipe", ["2026-02-30"]],
  ["saved recipes of the Vapor Max on the JP site", "recipe", ["Vapor", "Max", "JP"]],
  ["hello", "actionevent", ["hello"]],
  ["sessions sessions Sessions foo FOO foo", "actionevent", ["foo"]],
  ["wie viele Rezepte", "recipe", ["wie", "viele", "Rezepte"]],
  ["clicks on the upper", "actionevent", ["clicks"]],
];

describe("readQuestion refuses unknown words", () => {
  it.each(UNKNOWN)("refuses %j on %s, naming %j", (prompt, hive, words) => {
    const reading = read(prompt, hive);
    expect(reading).toEqual({
      ok: false,
      unknownWords: words,
      errorMessage: PROMPT_MESSAGES.unknownWords(words, hive),
    });
  });

  it("names the words and suggests questions it can answer", () => {
    const reading = read("revenue by site");
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errorMessage).toContain('"revenue"');
    for (const example of PROMPT_EXAMPLES.recipe) expect(reading.errorMessage).toContain(example);
  });
});

const REFUSED: [string, AnalyticsHive, string][] = [
  ["sessions this week", "recipe", PROMPT_MESSAGES.actionsOnly(["sessions"])],
  ["top products added to cart", "recipe", PROMPT_MESSAGES.actionsOnly(["added to cart"])],
  ["events by type", "recipe", PROMPT_MESSAGES.actionsOnly(["events", "type"])],
  ["shares last week", "recipe", PROMPT_MESSAGES.actionsOnly(["shares"])],
  ["saved recipes since 2025-01-01", "recipe", PROMPT_MESSAGES.rangeTooLong("1 January 2025 to 26 November 2026", 695)],
  [
    "sessions in the last 2 years",
    "actionevent",
    PROMPT_MESSAGES.rangeTooLong("27 November 2024 to 26 November 2026", 730),
  ],
  ["recipes in the last 999999 days", "recipe", PROMPT_MESSAGES.rangeTooLongPlain],
  ["recipes in the last 0 days", "recipe", PROMPT_MESSAGES.countAtLeastOne],
  ["top 0 products", "recipe", PROMPT_MESSAGES.countAtLeastOne],
  ["between 2026-03-01 and 2026-02-01", "recipe", PROMPT_MESSAGES.startAfterEnd("1 March 2026 to 1 February 2026")],
  [
    "saved recipes in December 2026",
    "recipe",
    PROMPT_MESSAGES.afterToday("1 December 2026 to 31 December 2026", "26 November 2026"),
  ],
  ["recipes on 31 February 2026", "recipe", PROMPT_MESSAGES.notADay("31/2/2026")],
  ["saved recipes excluding", "recipe", PROMPT_MESSAGES.negateWithoutFilter],
  ["recipes not by week", "recipe", PROMPT_MESSAGES.negateWithoutFilter],
  [
    "saved recipes last week last month",
    "recipe",
    PROMPT_MESSAGES.twoPeriods("2026-11-16 to 2026-11-22", "2026-10-01 to 2026-10-31"),
  ],
  ["recipes by product by site by browser by week", "recipe", PROMPT_MESSAGES.tooManyDimensions(4)],
  ["monograms entered this week", "actionevent", PROMPT_MESSAGES.eventPersonalization("monograms")],
  ["the", "recipe", PROMPT_MESSAGES.nothingAsked("recipe")],
  ["how many", "actionevent", PROMPT_MESSAGES.nothingAsked("actionevent")],
  ["   ", "recipe", PROMPT_MESSAGES.nothingAsked("recipe")],
];

describe("readQuestion refuses what it cannot answer", () => {
  it.each(REFUSED)("refuses %j on %s", (prompt, hive, message) => {
    expect(read(prompt, hive)).toEqual({ ok: false, unknownWords: [], errorMessage: message });
  });

  it("sends recipe-hive questions about sessions to Actions Analytics", () => {
    const reading = read("sessions this week", "recipe");
    expect(reading.ok || reading.errorMessage).toBe(
      '"sessions" is about visitors\' actions: ask this on Actions Analytics.',
    );
  });
});
