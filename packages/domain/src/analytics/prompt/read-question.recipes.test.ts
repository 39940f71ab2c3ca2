import { describe, expect, it } from "vitest";
import type { PromptQuery } from "../prompt-query.schema";
import { CHRONOLOGICAL, days, LEAST_FIRST, MOBILE, not, only, query, queryOf, read } from "./read-question.fixture";

// Questions on the recipe hive (Recipe Analytics): measures, breakdowns, filters, order and limits.

const LAST_MONTH = days("2026-10-01", "2026-10-31");
const MARCH = days("2026-03-01", "2026-03-31");

const CASES: [string, PromptQuery][] = [
  // The examples.
  [
    "top 5 products by saved recipes last month on the US site",
    query({ dimensions: ["product"], filters: [only("site", "US")], range: LAST_MONTH, limit: 5 }),
  ],
  ["which personal texts were saved most in March", query({ dimensions: ["personalization"], range: MARCH })],
  // Measures.
  ["saved recipes", query({})],
  ["How many recipes were saved?", query({})],
  ["number of saved designs", query({})],
  ["how many products were saved", query({ measure: "products" })],
  ["how many products have saved recipes last month", query({ measure: "products", range: LAST_MONTH })],
  ["distinct products saved this month", query({ measure: "products", range: days("2026-11-01", "2026-11-26") })],
  ["how many saved recipes per product", query({ dimensions: ["product"] })],
  // Breakdowns.
  ["saved recipes by product", query({ dimensions: ["product"] })],
  ["recipes per site", query({ dimensions: ["site"] })],
  ["saved recipes by primary site", query({ dimensions: ["site"] })],
  ["saved recipes by storefront", query({ dimensions: ["site"] })],
  ["recipes by browser", query({ dimensions: ["browser"] })],
  ["top browsers", query({ dimensions: ["browser"], limit: 10 })],
  ["mobile vs desktop", query({ dimensions: ["device"] })],
  ["desktop or mobile last month", query({ dimensions: ["device"], range: LAST_MONTH })],
  ["saved recipes by device type", query({ dimensions: ["device"] })],
  ["saved recipes by day", query({ dimensions: ["day"], order: CHRONOLOGICAL })],
  ["daily saved recipes", query({ dimensions: ["day"], order: CHRONOLOGICAL })],
  ["saved recipes over time", query({ dimensions: ["day"], order: CHRONOLOGICAL })],
  ["weekly recipes", query({ dimensions: ["week"], order: CHRONOLOGICAL })],
  [
    "saved recipes by month this year",
    query({ dimensions: ["month"], order: CHRONOLOGICAL, range: days("2026-01-01", "2026-11-26") }),
  ],
  ["recipes by language", query({ dimensions: ["locale"] })],
  ["saved recipes by placement", query({ dimensions: ["placement"] })],
  ["top options", query({ dimensions: ["component"], limit: 10 })],
  ["which options were chosen most", query({ dimensions: ["component"] })],
  ["top personalizations", query({ dimensions: ["personalization"], limit: 10 })],
  ["personal values", query({ dimensions: ["personalization"] })],
  ["saved recipes by product and site", query({ dimensions: ["product", "site"] })],
  ["recipes by site by week", query({ dimensions: ["site", "week"] })],
  ["saved recipes by product, browser and device", query({ dimensions: ["product", "browser", "device"] })],
  ["by day by week", query({ dimensions: ["week"], order: CHRONOLOGICAL })],
  // The company's words.
  ["saved recipes for Court Classic", query({ filters: [only("product", "SNK-CC-100")] })],
  ["recipes for snk-cc-100", query({ filters: [only("product", "SNK-CC-100")] })],
  [
    "Court Classic and Trail Runner by week",
    query({ dimensions: ["week"], order: CHRONOLOGICAL, filters: [only("product", "SNK-CC-100", "SNK-TR-200")] }),
  ],
  ["saved recipes of the Slip On", query({ filters: [only("product", "SNK-SL-400")] })],
  ["High Top recipes by site", query({ dimensions: ["site"], filters: [only("product", "SNK-HT-300")] })],
  ["saved recipes on the US site", query({ filters: [only("site", "US")] })],
  ["recipes in Europe", query({ filters: [only("site", "EU")] })],
  ["saved recipes on site UK", query({ filters: [only("site", "UK")] })],
  ["recipes on the united kingdom store", query({ filters: [only("site", "UK")] })],
  ["recipes on US and EU", query({ filters: [only("site", "US", "EU")] })],
  ["saved recipes excluding the US site", query({ filters: [not("site", "US")] })],
  ["recipes except EU and UK", query({ filters: [not("site", "EU", "UK")] })],
  ["saved recipes tagged retro", query({ filters: [only("tag", "retro")] })],
  ["running products by site", query({ dimensions: ["site"], filters: [only("tag", "running")] })],
  ["recipes with tag vegan", query({ filters: [only("tag", "vegan")] })],
  ["products tagged canvas", query({ dimensions: ["product"], filters: [only("tag", "canvas")] })],
  ["saved recipes without tag limited", query({ filters: [not("tag", "limited")] })],
  [
    "saved recipes by placement on the laces",
    query({ dimensions: ["placement"], filters: [only("placement", "LACES")] }),
  ],
  ["recipes with the sole placement", query({ filters: [only("placement", "SOLE")] })],
  [
    "monogram texts saved most",
    query({ dimensions: ["personalization"], filters: [only("personalization", "MONOGRAM")] }),
  ],
  [
    "which monograms were saved last month",
    query({ dimensions: ["personalization"], filters: [only("personalization", "MONOGRAM")], range: LAST_MONTH }),
  ],
  ["recipes with a heel number", query({ filters: [only("personalization", "HEEL_NUMBER")] })],
  // Devices, browsers and product status.
  ["saved recipes on mobile", query({ filters: [MOBILE] })],
  ["only mobile", query({ filters: [MOBILE] })],
  ["desktop only recipes", query({ filters: [only("device", "desktop")] })],
  ["recipes on tablets", query({ filters: [only("device", "tablet")] })],
  ["recipes on phones by browser", query({ dimensions: ["browser"], filters: [only("device", "mobile")] })],
  ["saved recipes not on mobile", query({ filters: [not("device", "mobile", "tablet")] })],
  ["recipes in chrome", query({ filters: [only("browser", "Chrome")] })],
  ["recipes in Safari or Firefox", query({ filters: [only("browser", "Safari", "Firefox")] })],
  ["saved recipes on Microsoft Edge", query({ filters: [only("browser", "Microsoft Edge")] })],
  ["recipes excluding Samsung Internet", query({ filters: [not("browser", "Samsung Internet for Android")] })],
  ["saved recipes excluding archived products", query({ filters: [not("productStatus", "Archived")] })],
  ["exclude archived products", query({ filters: [not("productStatus", "Archived")] })],
  ["archived products by product", query({ dimensions: ["product"], filters: [only("productStatus", "Archived")] })],
  [
    "recipes for products in production",
    query({ dimensions: ["product"], filters: [only("productStatus", "Production")] }),
  ],
  ["exclude products tagged retro", query({ filters: [not("tag", "retro")] })],
  // Order and limits.
  ["top 3 sites", query({ dimensions: ["site"], limit: 3 })],
  ["the 7 most popular products", query({ dimensions: ["product"], limit: 7 })],
  ["bottom 3 products", query({ dimensions: ["product"], limit: 3, order: LEAST_FIRST })],
  ["least saved products", query({ dimensions: ["product"], order: LEAST_FIRST })],
  ["top ten products", query({ dimensions: ["product"], limit: 10 })],
  ["top 5 least popular products", query({ dimensions: ["product"], limit: 5, order: LEAST_FIRST })],
  ["first 20 days by recipes", query({ dimensions: ["day"], limit: 20, order: CHRONOLOGICAL })],
  ["products alphabetically", query({ dimensions: ["product"], order: { by: "dimension", direction: "asc" } })],
  [
    "saved recipes by week newest first",
    query({ dimensions: ["week"], order: { by: "dimension", direction: "desc" } }),
  ],
  ["top 5000 products", query({ dimensions: ["product"], limit: 1000 })],
];

describe("readQuestion on saved recipes", () => {
  it.each(CASES)("reads %j", (prompt, expected) => {
    expect(queryOf(read(prompt))).toEqual(expected);
  });

  it("explains the issue's first example in plain words", () => {
    const reading = read("top 5 products by saved recipes last month on the US site");
    expect(reading.ok && reading.explained).toBe(
      "Saved recipes by product, on site US, from 1 October 2026 to 31 October 2026, top 5, most first.",
    );
  });

  it("explains product names, exclusions and the time order", () => {
    const reading = read("Court Classic recipes by week excluding archived products on mobile this month");
    expect(reading.ok && reading.explained).toBe(
      "Saved recipes by week, for Court Classic (SNK-CC-100), excluding archived products, on mobile or tablet, " +
        "from 1 November 2026 to 26 November 2026, earliest first.",
    );
  });
});
