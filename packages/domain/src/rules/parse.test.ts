import { describe, expect, it } from "vitest";
import { parseRule } from "./parse";
import { withoutPositions } from "./rule-arbitraries";
import type { RuleProgram } from "./syntax-tree";

const v = (text: string) => ({ text });

function parsedWithoutErrors(source: string): RuleProgram {
  const { tree, errors } = parseRule(source);
  expect(errors).toEqual([]);
  return tree;
}

function conditionOf(condition: string) {
  const [statement] = parsedWithoutErrors(`IF ${condition} THEN BLOCK(x) END`).statements;
  return withoutPositions(statement?.branches[0]?.condition);
}

function effectOf(effect: string) {
  const [statement] = parsedWithoutErrors(`IF ALWAYS THEN ${effect} END`).statements;
  return withoutPositions(statement?.branches[0]?.effects[0]);
}

describe("parseRule conditions", () => {
  it.each([
    ["TAGGED(summer)", { kind: "tagged", tag: v("summer"), placement: null }],
    ["TAGGED(summer IN sleeve)", { kind: "tagged", tag: v("summer"), placement: v("sleeve") }],
    ['TAGGED("two words" IN "left sleeve")', { kind: "tagged", tag: v("two words"), placement: v("left sleeve") }],
    ["COMPONENT(red-wool IN body)", { kind: "component", component: v("red-wool"), placement: v("body") }],
    ["HASVALUE(monogram OF chest)", { kind: "hasValue", attribute: v("monogram"), placement: v("chest") }],
    ["ISLOCALE(fr-FR)", { kind: "isLocale", locale: v("fr-FR") }],
    ["ISSITE(eu.store)", { kind: "isSite", site: v("eu.store") }],
    ["ALWAYS", { kind: "always" }],
    ["INITIAL", { kind: "initial" }],
    ["CHANGED(collar)", { kind: "changed", placement: v("collar") }],
    ["NOT INITIAL", { kind: "not", condition: { kind: "initial" } }],
    ["NOT NOT ALWAYS", { kind: "not", condition: { kind: "not", condition: { kind: "always" } } }],
    [
      "ANY OF TAGGED(a) NOT CHANGED(b)",
      {
        kind: "any",
        conditions: [
          { kind: "tagged", tag: v("a"), placement: null },
          { kind: "not", condition: { kind: "changed", placement: v("b") } },
        ],
      },
    ],
    [
      "ALL OF\n  ISSITE(s)\n  ISLOCALE(l)",
      {
        kind: "all",
        conditions: [
          { kind: "isSite", site: v("s") },
          { kind: "isLocale", locale: v("l") },
        ],
      },
    ],
    ["tagged(x in y)", { kind: "tagged", tag: v("x"), placement: v("y") }],
    ['TAGGED("if" IN "In")', { kind: "tagged", tag: v("if"), placement: v("In") }],
  ])("%s", (source, expected) => {
    expect(conditionOf(source)).toEqual(expected);
  });
});

describe("parseRule effects", () => {
  it.each([
    ["BLOCK(leather)", { kind: "block", tag: v("leather"), placement: null }],
    ["BLOCK(leather IN strap)", { kind: "block", tag: v("leather"), placement: v("strap") }],
    ["BLOCKALL(lining)", { kind: "blockAll", placement: v("lining") }],
    ["ALLOW(canvas)", { kind: "allow", tag: v("canvas"), placement: null }],
    ["ALLOW(canvas IN strap)", { kind: "allow", tag: v("canvas"), placement: v("strap") }],
    ["SELECT(buckle IN strap)", { kind: "select", component: v("buckle"), placement: v("strap") }],
    ["SELECTBYTAG(default IN lining)", { kind: "selectByTag", tag: v("default"), placement: v("lining") }],
    ["REQUIRESTRING(engraving OF lid)", { kind: "requireString", attribute: v("engraving"), placement: v("lid") }],
    ["REQUIRENUMBER(length OF strap)", { kind: "requireNumber", attribute: v("length"), placement: v("strap") }],
    [
      'SET("Gold \\"24k\\"" TO thread-color OF monogram)',
      { kind: "set", value: v('Gold "24k"'), attribute: v("thread-color"), placement: v("monogram") },
    ],
    [
      "UPDATEBLUEPRINT(12.50 OF pricing/base.price)",
      { kind: "updateBlueprint", value: v("12.50"), path: v("pricing/base.price") },
    ],
    ["ACTION(track)", { kind: "action", event: v("track"), parameters: [] }],
    [
      'ACTION(track rule-1 "price changed" a,b 1.5)',
      { kind: "action", event: v("track"), parameters: [v("rule-1"), v("price changed"), v("a,b"), v("1.5")] },
    ],
    ["set(1 to a of b)", { kind: "set", value: v("1"), attribute: v("a"), placement: v("b") }],
  ])("%s", (source, expected) => {
    expect(effectOf(source)).toEqual(expected);
  });
});

describe("parseRule statements", () => {
  it("reads IF, ELSEIF branches and ELSE, each with several effects", () => {
    const tree = parsedWithoutErrors(`
IF TAGGED(a) THEN
    BLOCK(x)
    ALLOW(y)
ELSEIF ALL OF ISSITE(s) INITIAL THEN
    BLOCKALL(p)
ELSEIF NOT ALWAYS THEN
    ACTION(e)
ELSE
    SELECT(c IN p)
    BLOCK(z)
END`);
    expect(withoutPositions(tree)).toEqual({
      trailingComments: [],
      statements: [
        {
          kind: "if",
          comments: [],
          branches: [
            {
              condition: { kind: "tagged", tag: v("a"), placement: null },
              effects: [
                { kind: "block", tag: v("x"), placement: null },
                { kind: "allow", tag: v("y"), placement: null },
              ],
            },
            {
              condition: { kind: "all", conditions: [{ kind: "isSite", site: v("s") }, { kind: "initial" }] },
              effects: [{ kind: "blockAll", placement: v("p") }],
            },
            {
              condition: { kind: "not", condition: { kind: "always" } },
              effects: [{ kind: "action", event: v("e"), parameters: [] }],
            },
          ],
          otherwise: {
            effects: [
              { kind: "select", component: v("c"), placement: v("p") },
              { kind: "block", tag: v("z"), placement: null },
            ],
          },
        },
      ],
    });
  });

  it("reads several statements, and an empty or comment-only rule", () => {
    expect(parsedWithoutErrors("IF ALWAYS THEN BLOCK(a) END IF INITIAL THEN BLOCK(b) END").statements).toHaveLength(2);
    expect(parsedWithoutErrors("").statements).toEqual([]);
    expect(parsedWithoutErrors("  # nothing yet\n").trailingComments).toEqual([
      { text: " nothing yet", from: 2, to: 15 },
    ]);
  });

  it("attaches comments to the statement they precede or sit in, the rest to the program", () => {
    const tree = parsedWithoutErrors(
      "# one\nIF ALWAYS THEN # two\n BLOCK(a)\nEND # three\nIF INITIAL THEN BLOCK(b) END\n# four",
    );
    expect(tree.statements.map((statement) => statement.comments.map((comment) => comment.text))).toEqual([
      [" one", " two"],
      [" three"],
    ]);
    expect(tree.trailingComments.map((comment) => comment.text)).toEqual([" four"]);
  });

  it("gives every node its source offsets", () => {
    const source = 'IF NOT TAGGED(a IN b) THEN\n    SET("v" TO c OF d)\nELSE\n    BLOCKALL(e)\nEND';
    const [statement] = parsedWithoutErrors(source).statements;
    const slice = (span: { from: number; to: number } | null | undefined) => span && source.slice(span.from, span.to);
    const branch = statement?.branches[0];
    const condition = branch?.condition;
    const effect = branch?.effects[0];
    expect(slice(statement)).toBe(source);
    expect(slice(branch)).toBe('IF NOT TAGGED(a IN b) THEN\n    SET("v" TO c OF d)');
    expect(slice(condition)).toBe("NOT TAGGED(a IN b)");
    expect(condition?.kind === "not" && slice(condition.condition)).toBe("TAGGED(a IN b)");
    expect(
      condition?.kind === "not" && condition.condition.kind === "tagged" && slice(condition.condition.placement),
    ).toBe("b");
    expect(slice(effect)).toBe('SET("v" TO c OF d)');
    expect(effect?.kind === "set" && slice(effect.value)).toBe('"v"');
    expect(slice(statement?.otherwise)).toBe("ELSE\n    BLOCKALL(e)");
  });

  it("keeps only the statements without errors when some have errors", () => {
    const { tree, errors } = parseRule(
      "IF ALWAYS THEN BLOCK(a) END\nIF TAGGED() THEN BLOCK(b) END\nIF INITIAL THEN BLOCK(c) END",
    );
    expect(errors).toHaveLength(1);
    expect(tree.statements.map((statement) => statement.branches[0]?.condition.kind)).toEqual(["always", "initial"]);
  });
});
