import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRule } from "./parse";
import { printRule } from "./print";
import { ruleProgram, tokenSoup, withoutPositions } from "./rule-arbitraries";
import type { RuleProgram } from "./syntax-tree";

/** Any text: arbitrary Unicode (lone surrogates included), token soup, or a damaged valid rule. */
const damagedRule = fc.tuple(ruleProgram, fc.array(fc.nat(), { maxLength: 4 })).map(([tree, cuts]) => {
  const lines = printRule(tree).split("\n");
  for (const cut of cuts) lines.splice(cut % (lines.length + 1), 1);
  return lines.join("\n");
});
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), tokenSoup, damagedRule);

/** The 1-based line and column of an offset, counting \r\n, \r and \n as line breaks. */
function lineColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset; index += 1) {
    const code = source.charCodeAt(index);
    if (code === 0x0d && source.charCodeAt(index + 1) === 0x0a) continue;
    if (code === 0x0a || code === 0x0d) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

type Span = { from: number; to: number };

/**
 * Every object in a tree that has a source span, with the span it must lie in: its parent's,
 * except a statement's comments, which may come before the statement.
 */
function spans(node: unknown, parent: Span): (Span & { parent: Span })[] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((item) => spans(item, parent));
  const record = node as Record<string, unknown>;
  const own =
    typeof record.from === "number" && typeof record.to === "number" ? { from: record.from, to: record.to } : null;
  const children = Object.entries(record).flatMap(([key, value]) =>
    spans(value, key === "comments" ? parent : (own ?? parent)),
  );
  return own ? [{ ...own, parent }, ...children] : children;
}

const statementsWithComments = (tree: RuleProgram) => tree.statements.length + tree.trailingComments.length;

describe("parseRule on any text", () => {
  it("never throws", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        parseRule(source);
      }),
      { numRuns: 1000 },
    );
  });

  it("places every error and node inside the text, with lines and columns matching the offsets", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const { tree, errors } = parseRule(source);
        for (const error of errors) {
          expect(0 <= error.from && error.from <= error.to && error.to <= source.length).toBe(true);
          expect({ line: error.line, column: error.column }).toEqual(lineColumn(source, error.from));
          expect(error.message.startsWith(`Line ${error.line}, Column ${error.column}: `)).toBe(true);
        }
        for (const span of spans(tree, { from: 0, to: source.length })) {
          expect(0 <= span.from && span.from <= span.to && span.to <= source.length).toBe(true);
          expect(span.parent.from <= span.from && span.to <= span.parent.to).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps errors in source order", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const offsets = parseRule(source).errors.map((error) => error.from);
        expect(offsets).toEqual(offsets.toSorted((a, b) => a - b));
      }),
    );
  });

  it("gives a tree whose printed text parses without errors to the same tree, and prints the same again", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const first = parseRule(source).tree;
        const printed = printRule(first);
        const second = parseRule(printed);
        expect(second.errors).toEqual([]);
        expect(withoutPositions(second.tree)).toEqual(withoutPositions(first));
        expect(printRule(second.tree)).toBe(printed);
      }),
      { numRuns: 500 },
    );
  });
});

describe("printRule on generated trees", () => {
  it("prints text that parses back without errors to the same tree", () => {
    fc.assert(
      fc.property(ruleProgram, (tree) => {
        const { tree: parsed, errors } = parseRule(printRule(tree));
        expect(errors).toEqual([]);
        expect(withoutPositions(parsed)).toEqual(withoutPositions(tree));
      }),
      { numRuns: 500 },
    );
  });

  it("is stable: parse(print(parse(print(tree)))) equals parse(print(tree))", () => {
    fc.assert(
      fc.property(ruleProgram, (tree) => {
        const once = parseRule(printRule(tree)).tree;
        const twice = parseRule(printRule(once)).tree;
        expect(twice).toEqual(once);
        expect(statementsWithComments(once)).toBe(statementsWithComments(tree));
      }),
    );
  });
});
