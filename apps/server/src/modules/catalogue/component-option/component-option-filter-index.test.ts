import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import { optionSummary } from "@atelier/domain/catalogue/component-option-summary.fixture";
import { compileOptionFilter, optionHaystack } from "@atelier/domain/catalogue/option-filter";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OptionFilterIndex } from "./component-option-filter-index";

const OPTIONS = [
  optionSummary("RED-01", { name: "Crimson", tags: ["Warm"], componentOptionDefinitionId: "color" }),
  optionSummary("BLU-02", { name: "Ocean", description: "Deep sea", componentOptionDefinitionId: "color" }),
  optionSummary("GRN-03", { name: "Moss", tags: ["Écru"] }),
];

describe("OptionFilterIndex", () => {
  it("answers the JSON of the kept options in list order, the first `take` of them, with the total", () => {
    const index = new OptionFilterIndex(4, OPTIONS);
    const list = JSON.parse(index.serialisedList(compileOptionFilter("-0"), undefined, 2));
    expect(list).toEqual({ componentOptions: [OPTIONS[0], OPTIONS[1]], total: 3 });
    expect(JSON.parse(index.serialisedList(compileOptionFilter("-0"), "color", 10)).total).toBe(2);
    expect(JSON.parse(index.serialisedList(compileOptionFilter("ÉCRU"), undefined, 10))).toEqual({
      componentOptions: [OPTIONS[2]],
      total: 1,
    });
    expect(index.revision).toBe(4);
  });

  it("keeps exactly what the web list's filter keeps, serialised as JSON.stringify would", () => {
    const text = fc
      .array(fc.constantFrom("a", "b", "ab", "-", "0", "1", "É"), { maxLength: 4 })
      .map((parts) => parts.join(""));
    const option = fc.record({ code: text, name: text, description: text, tags: fc.array(text, { maxLength: 2 }) });
    const words = fc.array(fc.constantFrom("ab", "a-", "-0", "01", "!ab", "!b1", "or", "ba", "éa", "a"), {
      maxLength: 3,
    });
    fc.assert(
      fc.property(
        fc.array(option, { maxLength: 30 }),
        words,
        fc.integer({ min: 1, max: 5 }),
        (fields, chosen, take) => {
          const options = fields.map((values, index) => optionSummary(`${values.code}#${index}`, values));
          const filter = compileOptionFilter(chosen.join(" "));
          const kept = options.filter((item) => filter.matchesHaystack(optionHaystack(item)));
          const expected = JSON.stringify({ componentOptions: kept.slice(0, take), total: kept.length });
          expect(new OptionFilterIndex(1, options).serialisedList(filter, undefined, take)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("counts its texts' characters and a cost per option as its size", () => {
    const one = new OptionFilterIndex(1, OPTIONS.slice(0, 1));
    const option = OPTIONS[0] as ComponentOptionSummary;
    expect(one.size).toBeGreaterThan(JSON.stringify(option).length + optionHaystack(option).length);
    expect(new OptionFilterIndex(1, []).size).toBe(0);
  });
});
