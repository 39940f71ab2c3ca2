import { describe, expect, it } from "vitest";
import { RULE_MESSAGES as M, RULE_ARGUMENT_NAMES as NAMES, ruleMessages } from "./messages";
import { parseRule } from "./parse";
import { RULE_ERROR_LIMIT } from "./syntax-error";

type Expected = [line: number, column: number, text: string];

const messagesOf = (source: string) => parseRule(source).errors.map((error) => error.message);
const located = (expected: Expected[]) =>
  expected.map(([line, column, text]) => ruleMessages.located(line, column, text));
const expectedName = ruleMessages.expectedArgument;

describe("parseRule error messages", () => {
  it("uses the spec's texts", () => {
    expect(located([[3, 7, M.expectedIf]])).toEqual(["Line 3, Column 7: Expected IF"]);
    expect(M.unexpectedAnyAll).toBe("Unexpected ANY/ALL, ANY OF and ALL OF can only be used directly after IF");
    expect(Object.values(NAMES).map(expectedName)).toEqual([
      "Expected tag name",
      "Expected placement code",
      "Expected placement name",
      "Expected component name",
      "Expected attribute name",
      "Expected locale name",
      "Expected site name",
      "Expected value",
      "Expected attribute path",
      "Expected event name",
      "Expected parameter value",
    ]);
  });

  it.each<[string, Expected[]]>([
    ["BLOCK(x)", [[1, 1, M.expectedIf]]],
    ["IF ALWAYS THEN BLOCK(x) END\n  END", [[2, 3, M.expectedIf]]],
    ["IF ALWAYS BLOCK(x) END", [[1, 11, M.expectedThen]]],
    ["IF TAGGED(a) ELSE BLOCK(x) END", [[1, 14, M.expectedThen]]],
    ["IF ALWAYS THEN BLOCK(x)", [[1, 24, M.expectedEnd]]],
    ["IF ALWAYS THEN BLOCK(x)\nIF INITIAL THEN BLOCK(y) END", [[2, 1, M.expectedEnd]]],
    ["IF ALWAYS THEN BLOCK(x) ELSE BLOCK(y) ELSE BLOCK(z) END", [[1, 39, M.expectedEnd]]],
    ["IF ANY TAGGED(a) THEN BLOCK(x) END", [[1, 8, M.expectedOfAfterAny]]],
    ["IF ALL\n    TAGGED(a) THEN BLOCK(x) END", [[2, 5, M.expectedOfAfterAll]]],
    ["IF NOT ANY OF TAGGED(a) THEN BLOCK(x) END", [[1, 8, M.unexpectedAnyAll]]],
    ["IF ANY OF TAGGED(a) ALL OF TAGGED(b) THEN BLOCK(x) END", [[1, 21, M.unexpectedAnyAll]]],
    ["IF THEN BLOCK(x) END", [[1, 4, M.expectedCondition]]],
    ["IF ANY OF THEN BLOCK(x) END", [[1, 11, M.expectedCondition]]],
    ["IF NOT THEN BLOCK(x) END", [[1, 8, M.expectedCondition]]],
    ["IF summer THEN BLOCK(x) END", [[1, 4, M.expectedCondition]]],
    ["IF BLOCK(y) END", [[1, 4, M.expectedCondition]]],
    ["IF ALWAYS THEN END", [[1, 16, M.expectedEffect]]],
    ["IF ALWAYS THEN TAGGED(a) END", [[1, 16, M.expectedEffect]]],
    ["IF ALWAYS THEN BLOCK(x) oops BLOCK(y) END", [[1, 25, M.expectedEffect]]],
    ["IF ALWAYS THEN BLOCK(x) ELSE END", [[1, 30, M.expectedEffect]]],
    ["IF TAGGED a THEN BLOCK(x) END", [[1, 11, ruleMessages.expectedOpenParen("TAGGED")]]],
    ["IF ALWAYS THEN ACTION\nEND", [[2, 1, ruleMessages.expectedOpenParen("ACTION")]]],
    ["IF TAGGED(a IN b THEN BLOCK(x) END", [[1, 18, ruleMessages.expectedCloseParen("TAGGED")]]],
    ["IF ALWAYS THEN BLOCK(x y) END", [[1, 24, ruleMessages.expectedCloseParen("BLOCK")]]],
    ["IF ALWAYS THEN ACTION(e a\nEND", [[2, 1, ruleMessages.expectedCloseParen("ACTION")]]],
    ["IF COMPONENT(a b) THEN BLOCK(x) END", [[1, 16, ruleMessages.expectedKeywordAfter("IN", NAMES.component)]]],
    ["IF HASVALUE(a IN b) THEN BLOCK(x) END", [[1, 15, ruleMessages.expectedKeywordAfter("OF", NAMES.attribute)]]],
    ["IF ALWAYS THEN SELECTBYTAG(t) END", [[1, 29, ruleMessages.expectedKeywordAfter("IN", NAMES.tag)]]],
    ["IF ALWAYS THEN SET(v OF a OF p) END", [[1, 22, ruleMessages.expectedKeywordAfter("TO", NAMES.value)]]],
    ["IF ALWAYS THEN SET(v TO a IN p) END", [[1, 27, ruleMessages.expectedKeywordAfter("OF", NAMES.attribute)]]],
    ["IF ALWAYS THEN UPDATEBLUEPRINT(v TO p) END", [[1, 34, ruleMessages.expectedKeywordAfter("OF", NAMES.value)]]],
    ["IF TAGGED() THEN BLOCK(x) END", [[1, 11, expectedName(NAMES.tag)]]],
    ["IF ALWAYS THEN BLOCK(if) END", [[1, 22, expectedName(NAMES.tag)]]],
    ["IF CHANGED() THEN BLOCK(x) END", [[1, 12, expectedName(NAMES.placementCode)]]],
    ["IF ALWAYS THEN BLOCKALL() END", [[1, 25, expectedName(NAMES.placementCode)]]],
    ["IF TAGGED(a IN) THEN BLOCK(x) END", [[1, 15, expectedName(NAMES.placementName)]]],
    ["IF ALWAYS THEN SELECT(c IN ) END", [[1, 28, expectedName(NAMES.placementName)]]],
    ["IF COMPONENT(IN b) THEN BLOCK(x) END", [[1, 14, expectedName(NAMES.component)]]],
    ["IF HASVALUE(OF b) THEN BLOCK(x) END", [[1, 13, expectedName(NAMES.attribute)]]],
    ["IF ALWAYS THEN SET(v TO OF p) END", [[1, 25, expectedName(NAMES.attribute)]]],
    ["IF ISLOCALE() THEN BLOCK(x) END", [[1, 13, expectedName(NAMES.locale)]]],
    ["IF ISSITE(\n) THEN BLOCK(x) END", [[2, 1, expectedName(NAMES.site)]]],
    ["IF ALWAYS THEN SET(TO a OF p) END", [[1, 20, expectedName(NAMES.value)]]],
    ["IF ALWAYS THEN UPDATEBLUEPRINT(v OF) END", [[1, 36, expectedName(NAMES.attributePath)]]],
    ["IF ALWAYS THEN ACTION() END", [[1, 23, expectedName(NAMES.event)]]],
    ["IF ALWAYS THEN ACTION(e a IN b) END", [[1, 27, expectedName(NAMES.parameter)]]],
    ["IF ALWAYS THEN ACTION(e (a)) END", [[1, 25, expectedName(NAMES.parameter)]]],
    ["IF ALWAYS THEN ACTION(e not) END", [[1, 25, expectedName(NAMES.parameter)]]],
    ["IF TAGGED(x IN all) THEN BLOCK(x) END", [[1, 16, expectedName(NAMES.placementName)]]],
    ["IF ALWAYS THEN BLOCK(x) END @", [[1, 29, M.unexpectedCharacter]]],
    [
      'IF ALWAYS THEN BLOCK("x) END',
      [
        [1, 22, M.unterminatedString],
        [1, 29, ruleMessages.expectedCloseParen("BLOCK")],
      ],
    ],
    ['IF ALWAYS THEN BLOCK("\\x") END', [[1, 23, M.invalidEscape]]],
    ["IF\tALWAYS\r\nTHEN\r\n\tBLOCK()\r\nEND", [[3, 8, expectedName(NAMES.tag)]]],
    [
      "IF ISSITE(😀) THEN BLOCK(x) END",
      [
        [1, 11, M.unexpectedCharacter],
        [1, 13, expectedName(NAMES.site)],
      ],
    ],
  ])("%j", (source, expected) => {
    expect(messagesOf(source)).toEqual(located(expected));
  });

  it("gives the offsets of the offending token", () => {
    expect(parseRule("IF ALWAYS THEN\n  BLOCK(x) wrong END").errors).toEqual([
      { message: ruleMessages.located(2, 12, M.expectedEffect), line: 2, column: 12, from: 26, to: 31 },
    ]);
    expect(parseRule("IF ALWAYS THEN BLOCK(x)").errors[0]).toMatchObject({ from: 23, to: 23 });
  });
});

describe("parseRule recovery", () => {
  it("reports the errors of every statement in one pass", () => {
    const source = [
      "IF TAGGED() THEN BLOCK(x) END",
      "IF ALWAYS THEN BLOCK(x y) END",
      "IF ALWAYS BLOCK(x) END",
      "IF ANY OF TAGGED(a) COMPONENT(IN p) ISSITE() THEN BLOCK(x) END",
      "IF ALWAYS THEN ALLOW(a) nonsense SELECT(b) END",
      "IF INITIAL THEN BLOCK(ok) END",
    ].join("\n");
    const { tree, errors } = parseRule(source);
    expect(errors.map((error) => error.message)).toEqual(
      located([
        [1, 11, expectedName(NAMES.tag)],
        [2, 24, ruleMessages.expectedCloseParen("BLOCK")],
        [3, 11, M.expectedThen],
        [4, 31, expectedName(NAMES.component)],
        [4, 44, expectedName(NAMES.site)],
        [5, 25, M.expectedEffect],
        [5, 42, ruleMessages.expectedKeywordAfter("IN", NAMES.component)],
      ]),
    );
    expect(tree.statements).toHaveLength(1);
  });

  it("resumes after a missing ')' at the next effect without a second error", () => {
    expect(messagesOf("IF ALWAYS THEN\n    BLOCK(a\n    BLOCK(b)\nEND")).toEqual(
      located([[3, 5, ruleMessages.expectedCloseParen("BLOCK")]]),
    );
  });

  it("skips nested parentheses inside a broken call", () => {
    expect(messagesOf("IF ALWAYS THEN BLOCK((a) b) BLOCK(c) END")).toEqual(located([[1, 22, expectedName(NAMES.tag)]]));
  });

  it(`stops at ${RULE_ERROR_LIMIT} errors`, () => {
    const errors = parseRule("IF TAGGED() THEN BLOCK(x) END\n".repeat(300)).errors;
    expect(errors).toHaveLength(RULE_ERROR_LIMIT);
    expect(errors.at(-1)?.line).toBe(RULE_ERROR_LIMIT);
    expect(parseRule("@ ".repeat(300)).errors).toHaveLength(RULE_ERROR_LIMIT);
  });

  it("handles deep NOT chains and huge inputs without overflowing the stack", () => {
    const { errors } = parseRule(`IF ${"NOT ".repeat(100_000)}ALWAYS THEN BLOCK(x) END`);
    expect(errors).toEqual([]);
    expect(parseRule("(".repeat(100_000)).errors.length).toBeGreaterThan(0);
  });
});
