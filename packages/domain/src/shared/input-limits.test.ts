import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requiredText, storableText } from "./fields";
import { findInputProblems, isStorableText, JSON_MAX_DEPTH } from "./input-limits";
import { jsonValue } from "./json-field";
import { fieldMessages } from "./messages";

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

describe("isStorableText", () => {
  it.each([
    ["plain text", "Sneaker", true],
    ["a pair of surrogates (an emoji)", "shoe \u{1F45F}", true],
    ["a NUL character", "a\u0000b", false],
    ["a lone high surrogate", "a\uD800b", false],
    ["a lone low surrogate", "a\uDC00b", false],
    ["a high surrogate at the end", "a\uD83D", false],
  ])("%s: %s", (_case, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe("findInputProblems", () => {
  const limits = { maxDepth: 4, maxStringLength: 10 };

  it("finds nothing in ordinary input", () => {
    expect(findInputProblems({ name: "Shoe", tags: ["a", "b"], n: 1, ok: true, none: null }, limits)).toEqual([]);
  });

  it("names the path of a bad text, a bad key, a long text and a value nested too deep", () => {
    const input = { a: ["ok", "x\u0000"], "k\uD800": 1, long: "x".repeat(11), deep: [[[[1]]]] };
    const problems = findInputProblems(input, limits);
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: ["a", 1], message: fieldMessages.invalidCharacters() },
        { path: ["k\uD800"], message: fieldMessages.invalidCharacters() },
        { path: ["long"], message: fieldMessages.maxLength("This value", 10) },
        { path: ["deep", 0, 0, 0], message: fieldMessages.tooDeep(4) },
      ]),
    );
  });

  it("walks 100,000 levels without overflowing the stack, and stops at the bound", () => {
    const problems = findInputProblems(nested(100_000), { maxDepth: 64, maxStringLength: 10 });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toHaveLength(64);
  });
});

describe("shared text fields", () => {
  it("refuse a NUL character and a lone surrogate with a field message", () => {
    for (const schema of [requiredText("Name"), storableText(10, "Name")]) {
      for (const text of ["a\u0000b", "a\uD800b"]) {
        const result = schema.safeParse(text);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(fieldMessages.invalidCharacters("Name"));
      }
    }
  });
});

describe("jsonValue", () => {
  const schema = z.object({ config: jsonValue() });

  it("accepts JSON within the depth bound", () => {
    const value = { config: nested(JSON_MAX_DEPTH) };
    expect(schema.parse(value)).toEqual(value);
  });

  it("refuses JSON nested 2,000 levels deep with a message on the field's path", () => {
    const result = schema.safeParse({ config: nested(2000) });
    expect(result.success).toBe(false);
    const [issue] = result.error?.issues ?? [];
    expect(issue?.message).toBe(fieldMessages.tooDeep(JSON_MAX_DEPTH));
    expect(issue?.path.slice(0, 2)).toEqual(["config", 0]);
  });

  it("refuses a NUL character inside the value, on its path", () => {
    const result = schema.safeParse({ config: { a: ["x\u0000"] } });
    expect(result.error?.issues[0]?.path).toEqual(["config", "a", 0]);
  });
});
