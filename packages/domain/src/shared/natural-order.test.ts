import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareCodePoints, compareNatural, naturalSortKey, sortByNaturalCode } from "./natural-order";

const sign = (value: number) => (value < 0 ? -1 : value > 0 ? 1 : 0);
/** Codes of letters (both cases), digits and the punctuation codes hold, with code points from every plane now and then. */
const codeChars = fc.constantFrom(...("aAbBzZ0123456789-_.é\u{E000}\u{1F600}".match(/./gu) ?? []));
const code = fc.array(codeChars, { maxLength: 12 }).map((chars) => chars.join(""));
/** Case changes of ASCII letters only: the order ignores those, not the case of other letters ('é', 'É'). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const asciiUpper = (text: string) => text.replace(/[a-z]/g, (letter) => letter.toUpperCase());

describe("compareNatural", () => {
  it.each<[string, string]>([
    ["MODEL-US-7", "MODEL-US-10"],
    ["MODEL-US-9", "MODEL-US-10"],
    ["MODEL-US-10", "MODEL-US-100"],
    ["model-us-7", "MODEL-US-8"],
    ["MODEL-US-8", "model-us-9"],
    ["A7", "a7"],
    ["07", "7"],
    ["07", "8"],
    ["A1B2", "A1B10"],
    ["A2B1", "A10B1"],
    ["A", "A0"],
    ["A-1", "A1"],
    ["A1", "AB"],
    ["OPT-000099", "OPT-000100"],
    ["X0", "X1"],
    ["X00", "X1"],
    ["SHIRT", "SHIRTS"],
    ["a", "é"],
    ["\u{E000}", "\u{1F600}"],
    [`N${"9".repeat(30)}`, `N1${"0".repeat(30)}`],
  ])("puts %s before %s", (first, second) => {
    expect(compareNatural(first, second)).toBeLessThan(0);
    expect(compareNatural(second, first)).toBeGreaterThan(0);
  });

  it("sorts a list of codes naturally", () => {
    const codes = ["MODEL-US-10", "model-us-2", "MODEL-US-1", "MODEL-EU-10", "MODEL-US-02", "MODEL-EU-9"];
    expect([...codes].sort(compareNatural)).toEqual([
      "MODEL-EU-9",
      "MODEL-EU-10",
      "MODEL-US-1",
      "MODEL-US-02",
      "model-us-2",
      "MODEL-US-10",
    ]);
  });

  it("is 0 only for equal codes, and antisymmetric", () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        expect(compareNatural(a, b) === 0).toBe(a === b);
        expect(sign(compareNatural(a, b)) + sign(compareNatural(b, a))).toBe(0);
      }),
    );
  });

  it("is transitive", () => {
    fc.assert(
      fc.property(code, code, code, (a, b, c) => {
        const [first, second, third] = [a, b, c].sort(compareNatural) as [string, string, string];
        expect(compareNatural(first, third)).toBeLessThanOrEqual(0);
        expect(compareNatural(first, second)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("compares numbers between equal texts by value, whatever their leading zeros", () => {
    const text = fc.array(fc.constantFrom(..."abcXYZ-_."), { maxLength: 5 }).map((chars) => chars.join(""));
    fc.assert(
      fc.property(
        text,
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.nat(3),
        fc.nat(3),
        text,
        (prefix, m, n, zerosM, zerosN, suffix) => {
          fc.pre(m !== n);
          const a = `${prefix}${"0".repeat(zerosM)}${m}${suffix}`;
          const b = `${prefix}${"0".repeat(zerosN)}${n}${suffix}`;
          expect(sign(compareNatural(a, b))).toBe(m < n ? -1 : 1);
        },
      ),
    );
  });

  it("ignores ASCII case except to break a tie", () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        fc.pre(asciiLower(a) !== asciiLower(b));
        expect(sign(compareNatural(asciiUpper(a), asciiLower(b)))).toBe(sign(compareNatural(a, b)));
      }),
    );
  });
});

describe("compareCodePoints", () => {
  it('orders by code point, as PostgreSQL\'s collate "C" does, where code units disagree', () => {
    expect("\u{1F600}" < "\u{E000}").toBe(true);
    expect(compareCodePoints("\u{E000}", "\u{1F600}")).toBeLessThan(0);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (a, b) => {
        const points = (text: string) => Array.from(text, (char) => char.codePointAt(0) as number);
        const [pointsA, pointsB] = [points(a), points(b)];
        const firstDiffering = pointsA.findIndex((point, index) => point !== pointsB[index]);
        const expected =
          firstDiffering === -1 || firstDiffering >= pointsB.length
            ? pointsA.length - pointsB.length
            : (pointsA[firstDiffering] as number) - (pointsB[firstDiffering] as number);
        expect(sign(compareCodePoints(a, b))).toBe(sign(expected));
      }),
    );
  });
});

describe("naturalSortKey", () => {
  it.each<[string, string]>([
    ["MODEL-US-7", "model-us-0017"],
    ["MODEL-US-10", "model-us-00210"],
    ["OPT-000123", "opt-003123"],
    ["X0", "x000"],
    ["Écru-5", "Écru-0015"],
    ["", ""],
  ])("of %s is %s", (input, key) => {
    expect(naturalSortKey(input)).toBe(key);
  });

  it("caps the written length of very long digit runs", () => {
    expect(naturalSortKey("1".repeat(1200))).toBe(`999${"1".repeat(1200)}`);
  });
});

describe("sortByNaturalCode", () => {
  it("sorts items as compareNatural sorts their codes, leaving the input as it was", () => {
    fc.assert(
      fc.property(fc.array(code, { maxLength: 30 }), (codes) => {
        const items = codes.map((value) => ({ value }));
        const sorted = sortByNaturalCode(items, (item) => item.value);
        expect(sorted.map((item) => item.value)).toEqual([...codes].sort(compareNatural));
        expect(items.map((item) => item.value)).toEqual(codes);
      }),
    );
  });
});
