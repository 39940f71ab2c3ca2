import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileProductFilter } from "../product/product-filter";
import {
  compileOptionFilter,
  type FilterableOption,
  narrowsOptionFilter,
  optionHaystack,
  parseOptionFilter,
} from "./option-filter";

const red: FilterableOption = { code: "RED-01", name: "Crimson Red", description: "A deep red dye", tags: ["Warm"] };
const blue: FilterableOption = { code: "BLU-02", name: "Ocean Blue", description: "", tags: ["cool", "sea"] };
const matches = (text: string, option: FilterableOption) =>
  compileOptionFilter(text).matchesHaystack(optionHaystack(option));

describe("compileOptionFilter", () => {
  it.each([
    ["", red, true],
    ["red", red, true],
    ["RED-0", red, true],
    ["crimson", red, true],
    ["deep dye", red, true],
    ["warm", red, true],
    ["sea", blue, true],
    ["red blue", red, false],
    ["red or blue", blue, true],
    ["!red", red, false],
    ["!red", blue, true],
    ["ocean or crimson !cool", blue, false],
    ["r", blue, true],
    ["redcrimson", red, false],
    ["dyewarm", red, false],
  ] as const)("%j on %o is %s", (text, option, expected) => {
    expect(matches(text, option)).toBe(expected);
  });

  it("is active only when a word filters", () => {
    expect(compileOptionFilter(" a or !b ").active).toBe(false);
    expect(compileOptionFilter("re").active).toBe(true);
  });

  const option = fc.record({
    code: fc.string({ maxLength: 12 }),
    name: fc.string({ maxLength: 20 }),
    description: fc.string({ maxLength: 40 }),
    tags: fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  });
  const word = fc.stringMatching(/^[a-z0-9-]{2,8}$/).filter((text) => text !== "or");

  it("finds a word of any field, in any case", () => {
    const fields = ["code", "name", "description"] as const;
    fc.assert(
      fc.property(option, word, fc.constantFrom(...fields), (o, w, field) => {
        const holding = { ...o, [field]: `${o[field]} ${w.toUpperCase()}` };
        expect(matches(w, holding)).toBe(true);
        expect(matches(`!${w}`, holding)).toBe(false);
        expect(matches(w, { ...o, tags: [...o.tags, w] })).toBe(true);
      }),
    );
  });
});

describe("compileOptionFilter and the product filter", () => {
  it("keep the same haystacks", () => {
    const text = fc.array(fc.constantFrom("ab", "cd", "or", "!ab", "!c", "x", "bc", "abc"), { maxLength: 5 });
    fc.assert(
      fc.property(text, fc.stringMatching(/^[a-d\n ]{0,12}$/), (words, haystack) => {
        const joined = words.join(" ");
        expect(compileOptionFilter(joined).matchesHaystack(haystack)).toBe(
          compileProductFilter(joined).matchesHaystack(haystack),
        );
      }),
    );
  });
});

describe("narrowsOptionFilter", () => {
  const words = parseOptionFilter;
  it.each([
    ["opt-01", "opt-0", true],
    ["opt-0 red", "opt-0", true],
    ["red opt-0", "opt-0", true],
    ["opt-0 !re", "opt-0 !red", true],
    ["opt-0", "opt-01", false],
    ["opt-0", "opt-0 !red", false],
    ["opt-0 !red", "opt-0 !re", false],
    ["red or blue", "red", false],
    ["red", "red or blue", false],
    ["anything", "", true],
    ["", "x", true],
  ] as const)("%j after %j: %s", (next, previous, expected) => {
    expect(narrowsOptionFilter(words(next), words(previous))).toBe(expected);
  });

  it("only narrows to filters keeping fewer haystacks", () => {
    const text = fc.array(fc.constantFrom("ab", "abc", "bc", "cd", "or", "!ab", "!abc", "!cd"), { maxLength: 4 });
    fc.assert(
      fc.property(text, text, fc.stringMatching(/^[a-d\n ]{0,12}$/), (next, previous, haystack) => {
        const [nextText, previousText] = [next.join(" "), previous.join(" ")];
        fc.pre(narrowsOptionFilter(words(nextText), words(previousText)));
        if (compileOptionFilter(nextText).matchesHaystack(haystack)) {
          expect(compileOptionFilter(previousText).matchesHaystack(haystack)).toBe(true);
        }
      }),
    );
  });
});

describe("parseOptionFilter", () => {
  it("reads the words as the product filter does", () => {
    expect(parseOptionFilter("Red OR !Warm x")).toEqual({ include: ["red"], exclude: ["warm"], anyWord: true });
  });
});
