import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileProductFilter, type FilterableProduct, parseProductFilter, productHaystack } from "./product-filter";

const jacket: FilterableProduct = { styleCode: "TJ-100", name: "Trail Jacket", tags: ["Outdoor", "Winter"] };
const shirt: FilterableProduct = { styleCode: "SH-200", name: "Linen Shirt", tags: ["summer"] };

describe("compileProductFilter", () => {
  it.each([
    ["", jacket, true],
    ["   ", jacket, true],
    ["jacket", jacket, true],
    ["JACKET", jacket, true],
    ["tj-1", jacket, true],
    ["outdoor", jacket, true],
    ["door", jacket, true],
    ["trail jacket", jacket, true],
    ["trail shirt", jacket, false],
    ["trail or shirt", jacket, true],
    ["trail OR shirt", shirt, true],
    ["boots or shoes", jacket, false],
    ["!jacket", jacket, false],
    ["!jacket", shirt, true],
    ["!winter", jacket, false],
    ["shirt !linen", shirt, false],
    ["jacket or shirt !winter", jacket, false],
    ["jacket or shirt !winter", shirt, true],
    ["a", shirt, true],
    ["a j", shirt, true],
    ["!", shirt, true],
    ["!a", shirt, true],
    ["or", shirt, true],
    ["x jacket", jacket, true],
    ["jacket\nwinter", jacket, true],
    ["100 trail", jacket, true],
    ["jacketoutdoor", jacket, false],
  ] as const)("%j on %o is %s", (text, product, expected) => {
    expect(compileProductFilter(text)(product)).toBe(expected);
  });

  it("is active only when a word filters", () => {
    expect(compileProductFilter("").active).toBe(false);
    expect(compileProductFilter("a or !b").active).toBe(false);
    expect(compileProductFilter("ab").active).toBe(true);
    expect(compileProductFilter("!ab").active).toBe(true);
  });

  it("matches a cached haystack as it matches the product", () => {
    const filter = compileProductFilter("linen or trail");
    for (const product of [jacket, shirt]) {
      expect(filter.matchesHaystack(productHaystack(product))).toBe(filter(product));
    }
  });

  const product = fc.record({
    styleCode: fc.string({ maxLength: 12 }),
    name: fc.string({ maxLength: 30 }),
    tags: fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  });
  const word = fc.stringMatching(/^[a-z0-9-]{2,8}$/).filter((text) => text !== "or");

  it("keeps every product when no word is long enough", () => {
    fc.assert(
      fc.property(product, fc.array(fc.stringMatching(/^\S?$/)), (p, words) => {
        expect(compileProductFilter(words.join(" "))(p)).toBe(true);
      }),
    );
  });

  it("matches any word of a product's own name, in any case", () => {
    fc.assert(
      fc.property(product, word, (p, w) => {
        const named = { ...p, name: `${p.name} ${w.toUpperCase()}` };
        expect(compileProductFilter(w)(named)).toBe(true);
        expect(compileProductFilter(`!${w}`)(named)).toBe(false);
      }),
    );
  });

  it("with 'or' matches when any word does, otherwise when every word does", () => {
    fc.assert(
      fc.property(product, fc.array(word, { minLength: 1, maxLength: 4 }), (p, words) => {
        const each = words.map((w) => compileProductFilter(w)(p));
        expect(compileProductFilter(words.join(" "))(p)).toBe(each.every(Boolean));
        expect(compileProductFilter(`${words.join(" or ")}`)(p)).toBe(each.some(Boolean));
      }),
    );
  });
});

describe("parseProductFilter", () => {
  it("drops short words, finds 'or' and sorts exclusions out", () => {
    expect(parseProductFilter("A Jacket OR !Winter !x or")).toEqual({
      include: ["jacket"],
      exclude: ["winter"],
      anyWord: true,
    });
  });
});
