import { describe, expect, it } from "vitest";
import { inTagScope, SCOPE_OPTIONS_CAP, scopeOptions, shortProductName } from "./product-lists";

describe("shortProductName", () => {
  it.each([
    ["Trail Jacket", "Trail Jacket"],
    ["Trail Jacket+Monogram", "…+Monogram"],
    ["Base + Sleeve + Collar", "…+ Sleeve + Collar"],
    ["+Leading", "…+Leading"],
    ["", ""],
  ])("%j shows as %j", (name, shown) => {
    expect(shortProductName(name)).toBe(shown);
  });
});

describe("inTagScope", () => {
  it("keeps every product when the scope is empty, even one without tags", () => {
    expect(inTagScope([], [])).toBe(true);
    expect(inTagScope(["summer"], [])).toBe(true);
  });

  it("keeps a product carrying any selected tag", () => {
    expect(inTagScope(["summer", "outdoor"], ["outdoor"])).toBe(true);
    expect(inTagScope(["summer"], ["winter", "summer"])).toBe(true);
  });

  it("compares tags without regard to case", () => {
    expect(inTagScope(["Summer"], ["SUMMER"])).toBe(true);
  });

  it("drops a product with no selected tag", () => {
    expect(inTagScope(["summer"], ["winter"])).toBe(false);
    expect(inTagScope([], ["winter"])).toBe(false);
  });
});

describe("scopeOptions", () => {
  it("merges the tag lists into distinct, sorted options", () => {
    expect(scopeOptions([["b", "a"], ["a", "c"], []])).toEqual(["a", "b", "c"]);
  });

  it("treats tags differing only in case as one, keeping the first spelling", () => {
    expect(scopeOptions([["Summer"], ["summer", "SUMMER"]])).toEqual(["Summer"]);
  });

  it("trims tags and drops empty ones", () => {
    expect(scopeOptions([["  wool ", "", "   ", "wool"]])).toEqual(["wool"]);
  });

  it(`keeps at most ${SCOPE_OPTIONS_CAP}, the first in order`, () => {
    const tags = Array.from({ length: 150 }, (_, index) => `tag-${String(index).padStart(3, "0")}`);
    const options = scopeOptions([tags.toReversed()]);
    expect(options).toHaveLength(SCOPE_OPTIONS_CAP);
    expect(options[0]).toBe("tag-000");
    expect(options.at(-1)).toBe("tag-099");
  });

  it("is empty without tags", () => {
    expect(scopeOptions([])).toEqual([]);
  });
});
