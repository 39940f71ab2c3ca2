import { describe, expect, it } from "vitest";
import type { PromptQuery } from "../prompt-query.schema";
import { actions, CHRONOLOGICAL, days, MOBILE, not, only, queryOf, read, SESSIONS } from "./read-question.fixture";

// Questions on the action-event hive (Actions Analytics). "sessions" counts distinct sessions, of those that
// started unless the question names other actions; each kind of action is an eventType filter.

const THIS_WEEK = days("2026-11-23", "2026-11-26");
const LAST_MONTH = days("2026-10-01", "2026-10-31");
const type = (...values: string[]) => only("eventType", ...values);

const CASES: [string, PromptQuery][] = [
  ["sessions", actions({ measure: "sessions", filters: [SESSIONS] })],
  ["how many visitors this week", actions({ measure: "sessions", filters: [SESSIONS], range: THIS_WEEK })],
  ["sessions by day", actions({ measure: "sessions", filters: [SESSIONS], dimensions: ["day"], order: CHRONOLOGICAL })],
  [
    "sessions per site last month",
    actions({ measure: "sessions", filters: [SESSIONS], dimensions: ["site"], range: LAST_MONTH }),
  ],
  ["mobile sessions on the EU site", actions({ measure: "sessions", filters: [MOBILE, only("site", "EU"), SESSIONS] })],
  [
    "sessions by browser on desktop",
    actions({ measure: "sessions", dimensions: ["browser"], filters: [only("device", "desktop"), SESSIONS] }),
  ],
  ["sessions that added to cart", actions({ measure: "sessions", filters: [type("added_to_cart")] })],
  ["events", actions({})],
  ["all events by type", actions({ dimensions: ["eventType"] })],
  ["actions by event type this week", actions({ dimensions: ["eventType"], range: THIS_WEEK })],
  ["session starts", actions({ filters: [SESSIONS] })],
  ["view changes by product", actions({ dimensions: ["product"], filters: [type("view_changed")] })],
  [
    "top options chosen last month",
    actions({ dimensions: ["component"], filters: [type("option_chosen")], range: LAST_MONTH, limit: 10 }),
  ],
  [
    "options chosen on the laces",
    actions({ dimensions: ["component"], filters: [type("option_chosen"), only("placement", "LACES")] }),
  ],
  [
    "top 5 options picked by placement",
    actions({ dimensions: ["component", "placement"], filters: [type("option_chosen")], limit: 5 }),
  ],
  ["texts entered", actions({ dimensions: ["personalization"], filters: [type("text_entered")] })],
  [
    "texts entered this week",
    actions({ dimensions: ["personalization"], filters: [type("text_entered")], range: THIS_WEEK }),
  ],
  ["shares by site", actions({ dimensions: ["site"], filters: [type("shared")] })],
  ["how many recipes were shared", actions({ filters: [type("recipe_saved", "shared")] })],
  [
    "added to cart by site this month",
    actions({ dimensions: ["site"], filters: [type("added_to_cart")], range: days("2026-11-01", "2026-11-26") }),
  ],
  ["add to cart events for Road Racer", actions({ filters: [type("added_to_cart"), only("product", "SNK-RR-500")] })],
  ["saved recipes", actions({ filters: [type("recipe_saved")] })],
  [
    "recipes saved and added to cart by week",
    actions({ dimensions: ["week"], order: CHRONOLOGICAL, filters: [type("recipe_saved", "added_to_cart")] }),
  ],
  ["custom events by day", actions({ dimensions: ["day"], order: CHRONOLOGICAL, filters: [type("custom")] })],
  ["how many products were added to cart", actions({ measure: "products", filters: [type("added_to_cart")] })],
  [
    "top 3 products by add to cart on mobile",
    actions({ dimensions: ["product"], filters: [type("added_to_cart"), MOBILE], limit: 3 }),
  ],
  [
    "sessions in Chrome excluding tablets",
    actions({ measure: "sessions", filters: [only("browser", "Chrome"), not("device", "tablet"), SESSIONS] }),
  ],
  ["views on mobile vs desktop", actions({ dimensions: ["device"], filters: [type("view_changed")] })],
  ["sessions for retro products", actions({ measure: "sessions", filters: [only("tag", "retro"), SESSIONS] })],
  [
    "events excluding archived products by product",
    actions({ dimensions: ["product"], filters: [not("productStatus", "Archived")] }),
  ],
  [
    "least viewed products",
    actions({ dimensions: ["product"], filters: [type("view_changed")], order: { by: "value", direction: "asc" } }),
  ],
];

describe("readQuestion on action events", () => {
  it.each(CASES)("reads %j", (prompt, expected) => {
    expect(queryOf(read(prompt, "actionevent"))).toEqual(expected);
  });

  it("names the kind of action in the explanation", () => {
    const reading = read("top options chosen last month", "actionevent");
    expect(reading.ok && reading.explained).toBe(
      "Options chosen by option, from 1 October 2026 to 31 October 2026, top 10, most first.",
    );
    const cart = read("sessions that added to cart", "actionevent");
    expect(cart.ok && cart.explained).toBe(
      "Sessions with an add to cart, from 28 October 2026 to 26 November 2026, most first.",
    );
  });
});
