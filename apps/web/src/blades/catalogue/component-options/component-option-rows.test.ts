import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import { optionSummary } from "@atelier/domain/catalogue/component-option-summary.fixture";
import { compileOptionFilter } from "@atelier/domain/catalogue/option-filter";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createOptionRowFilter, type OptionRow, offeredRows, optionRows } from "./component-option-rows";

function option(componentOptionId: string, code: string, values: Partial<ComponentOptionSummary> = {}) {
  return optionSummary(code, { componentOptionId, ...values });
}

const OPTIONS = [
  option("1", "RED", { name: "Crimson", componentOptionDefinitionId: "color", tags: ["Warm"] }),
  option("2", "BLUE", { description: "Ocean blue", componentOptionDefinitionId: "color", tags: ["cool"] }),
  option("3", "OAK", { name: "Oak wood", componentOptionDefinitionId: "material", tags: ["warm"] }),
  option("4", "ANY-1"),
];
const ROWS = optionRows(OPTIONS);
const ids = (rows: readonly OptionRow[]) => rows.map((row) => row.option.componentOptionId);

describe("offeredRows", () => {
  it("offers every row, as the same array, without a definition, scope or exclusions", () => {
    expect(offeredRows(ROWS, { definitionId: null, scope: [] })).toBe(ROWS);
  });

  it.each([
    [{ definitionId: "color", scope: [] }, ["1", "2"]],
    [{ definitionId: null, scope: ["WARM"] }, ["1", "3"]],
    [{ definitionId: "color", scope: ["warm"] }, ["1"]],
    [{ definitionId: null, scope: [], excludedIds: ["2", "4"] }, ["1", "3"]],
    [{ definitionId: "none-such", scope: [] }, []],
  ])("%j keeps %j", (offer, expected) => {
    expect(ids(offeredRows(ROWS, offer))).toEqual(expected);
  });
});

describe("createOptionRowFilter", () => {
  it.each([
    ["", ["1", "2", "3", "4"]],
    ["red", ["1"]],
    ["crimson", ["1"]],
    ["ocean", ["2"]],
    ["warm", ["1", "3"]],
    ["warm !oak", ["1"]],
    ["oak or blue", ["2", "3"]],
    ["any-", ["4"]],
  ])("%j keeps %j", (text, expected) => {
    expect(ids(createOptionRowFilter()(ROWS, compileOptionFilter(text)))).toEqual(expected);
  });

  it("returns the rows themselves when nothing filters, and a recent result again as it was", () => {
    const filter = createOptionRowFilter();
    expect(filter(ROWS, compileOptionFilter(" x "))).toBe(ROWS);
    const warm = filter(ROWS, compileOptionFilter("warm"));
    filter(ROWS, compileOptionFilter("warm !oak"));
    expect(filter(ROWS, compileOptionFilter(" WARM "))).toBe(warm);
  });

  it("keeps what a fresh filter keeps, whatever was typed before and over whichever rows", () => {
    const texts = fc.array(fc.constantFrom("", "wa", "war", "warm", "!oak", "oak", "or", "re", "red", "any-1"), {
      maxLength: 3,
    });
    const lists = [ROWS, offeredRows(ROWS, { definitionId: "color", scope: [] })];
    fc.assert(
      fc.property(fc.array(fc.tuple(texts, fc.constantFrom(0, 1)), { maxLength: 12 }), (steps) => {
        const filter = createOptionRowFilter();
        for (const [words, list] of steps) {
          const rows = lists[list] ?? ROWS;
          const compiled = compileOptionFilter(words.join(" "));
          expect(ids(filter(rows, compiled))).toEqual(
            ids(rows.filter((row) => compiled.matchesHaystack(row.haystack))),
          );
        }
      }),
    );
  });

  it("filters 100,000 rows well within a keystroke's budget, and typing on searches fewer", () => {
    const many = optionRows(
      Array.from({ length: 100_000 }, (_, index) =>
        option(String(index), `OPT-${index}`, { name: `Option ${index}`, tags: [`tag-${index % 50}`] }),
      ),
    );
    const filter = createOptionRowFilter();
    const timed = (text: string) => {
      const started = performance.now();
      const kept = filter(many, compileOptionFilter(text));
      return { ms: performance.now() - started, kept: kept.length };
    };
    expect(timed("opt-9").ms).toBeLessThan(60);
    expect(timed("opt-99").kept).toBe(1111);
    expect(timed("opt-99 tag-4").kept).toBeGreaterThan(0);
  });
});
