import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayCount } from "../date-range";
import { ANALYTICS_HIVES, PROMPT_RANGE_MAX_DAYS, PromptQuery } from "../prompt-query.schema";
import { type QuestionReading, readQuestion } from "./read-question";
import { SNEAKERS } from "./read-question.fixture";
import { normalizeText } from "./tokens";

// Whatever is typed, readQuestion answers (it never throws), and every query it answers is a valid PromptQuery
// within the period rules.

const WORDS = [
  ..."top 5 3 0 products by saved recipes last this next month week year day days weeks months on the US EU UK site".split(
    " ",
  ),
  ..."mobile desktop vs compared with than previous period before since between and from to in March May Q1 Q4".split(
    " ",
  ),
  ..."2026-01-01 2025-12-31 2026-02-30 1 15 31 February sessions events added to cart shared options chosen texts".split(
    " ",
  ),
  ..."excluding not except archived tagged retro running Court Classic SNK-CC-100 monogram laces placement".split(" "),
  ..."how many which most least bottom first personal browser chrome by week daily over time 999999 2199 1970".split(
    " ",
  ),
];
const hive = fc.constantFrom(...ANALYTICS_HIVES);
const wordy = fc.array(fc.constantFrom(...WORDS), { maxLength: 14 }).map((words) => words.join(" "));
const text = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: "grapheme", maxLength: 60 }), wordy);
const today = fc
  .date({ min: new Date("2001-01-01T00:00:00Z"), max: new Date("2199-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function checkReading(reading: QuestionReading, asked: string, day: string): void {
  if (!reading.ok) {
    expect(reading.errorMessage.length).toBeGreaterThan(0);
    for (const word of reading.unknownWords) expect(asked).toContain(word);
    return;
  }
  expect(PromptQuery.parse(reading.query)).toEqual(reading.query);
  expect(reading.query.range.end <= day).toBe(true);
  expect(dayCount(reading.query.range)).toBeGreaterThanOrEqual(1);
  expect(dayCount(reading.query.range)).toBeLessThanOrEqual(PROMPT_RANGE_MAX_DAYS);
  expect(reading.explained).toMatch(/\.$/);
}

describe("readQuestion's properties", () => {
  it("never throws, and answers valid queries or a message", () => {
    fc.assert(
      fc.property(hive, text, fc.array(text, { maxLength: 3 }), today, (chosen, prompt, refinements, day) => {
        const reading = readQuestion({ hive: chosen, prompt, refinements }, SNEAKERS, day);
        checkReading(reading, normalizeText([prompt, ...refinements].join(" ")), day);
      }),
      { numRuns: 600 },
    );
  });

  it("reads the same question the same way every time", () => {
    fc.assert(
      fc.property(hive, wordy, (chosen, prompt) => {
        const input = { hive: chosen, prompt, refinements: [] };
        expect(readQuestion(input, SNEAKERS, "2026-11-26")).toEqual(readQuestion(input, SNEAKERS, "2026-11-26"));
      }),
      { numRuns: 200 },
    );
  });

  it("takes odd company words without failing", () => {
    const odd = {
      products: [
        { styleCode: "", name: "", tags: [""] },
        { styleCode: "A|B", name: "top 5 | {n}", tags: ["?", "x?"] },
        { styleCode: "X\u0000", name: "Nul", tags: [] },
      ],
      sites: [{ code: "in", name: "the" }],
      placements: [{ code: "{date}", name: "" }],
      personalizations: [{ key: "  ", label: "" }],
      tags: ["", "   "],
    };
    fc.assert(
      fc.property(hive, wordy, (chosen, prompt) => {
        const reading = readQuestion(
          { hive: chosen, prompt: `${prompt} top 5 A|B in`, refinements: [] },
          odd,
          "2026-11-26",
        );
        if (reading.ok) expect(PromptQuery.parse(reading.query)).toEqual(reading.query);
      }),
      { numRuns: 100 },
    );
  });
});
