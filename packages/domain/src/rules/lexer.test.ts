import { describe, expect, it } from "vitest";
import { lexRule } from "./lexer";
import { RULE_MESSAGES } from "./messages";

const kindsAndValues = (source: string) => lexRule(source).tokens.map((token) => [token.kind, token.value]);

describe("lexRule", () => {
  it("reads keywords in any letter case, giving their upper-case spelling", () => {
    expect(kindsAndValues("if Then elseIf ELSE end")).toEqual([
      ["keyword", "IF"],
      ["keyword", "THEN"],
      ["keyword", "ELSEIF"],
      ["keyword", "ELSE"],
      ["keyword", "END"],
      ["eof", ""],
    ]);
  });

  it.each([
    ["summer", "summer"],
    ["Trail-Jacket_2", "Trail-Jacket_2"],
    ["a/b.c$d,e", "a/b.c$d,e"],
    ["12.50", "12.50"],
    [",", ","],
    ["Größe", "Größe"],
    ["東京", "東京"],
    ["𝒜x", "𝒜x"],
    ["iffy", "iffy"],
    ["blockall2", "blockall2"],
  ])("reads %j as one word", (source, value) => {
    expect(kindsAndValues(source)).toEqual([
      ["word", value],
      ["eof", ""],
    ]);
  });

  it.each([
    ['"two words"', "two words"],
    ['""', ""],
    ['"say \\"hi\\""', 'say "hi"'],
    ['"back\\\\slash"', "back\\slash"],
    ['"a\\nb\\rc\\td"', "a\nb\rc\td"],
    ['"IF"', "IF"],
    ['"# not a comment"', "# not a comment"],
  ])("reads the string %s", (source, value) => {
    const [token] = lexRule(source).tokens;
    expect(token).toMatchObject({ kind: "string", value, text: source, from: 0, to: source.length });
  });

  it("reads parentheses and skips comments to the line end", () => {
    const { tokens, comments } = lexRule("BLOCK(x) # no x here  \n# second\r\nEND");
    expect(tokens.map((token) => token.text)).toEqual(["BLOCK", "(", "x", ")", "END", ""]);
    expect(comments).toEqual([
      { text: " no x here", from: 9, to: 22 },
      { text: " second", from: 23, to: 31 },
    ]);
  });

  it("gives every token its offsets and 1-based line and column", () => {
    const { tokens } = lexRule('IF\n  TAGGED("a")\r\n\tEND');
    expect(tokens.map(({ text, from, to, line, column }) => ({ text, from, to, line, column }))).toEqual([
      { text: "IF", from: 0, to: 2, line: 1, column: 1 },
      { text: "TAGGED", from: 5, to: 11, line: 2, column: 3 },
      { text: "(", from: 11, to: 12, line: 2, column: 9 },
      { text: '"a"', from: 12, to: 15, line: 2, column: 10 },
      { text: ")", from: 15, to: 16, line: 2, column: 13 },
      { text: "END", from: 19, to: 22, line: 3, column: 2 },
      { text: "", from: 22, to: 22, line: 3, column: 5 },
    ]);
  });

  it("counts a lone carriage return as a line break", () => {
    expect(lexRule("IF\rEND").tokens[1]).toMatchObject({ line: 2, column: 1 });
  });

  it.each([
    ["@", [[RULE_MESSAGES.unexpectedCharacter, 0, 1, 1, 1]]],
    ["a @%! b", [[RULE_MESSAGES.unexpectedCharacter, 2, 5, 1, 3]]],
    ["a\n  😀", [[RULE_MESSAGES.unexpectedCharacter, 4, 6, 2, 3]]],
    ['x "open', [[RULE_MESSAGES.unterminatedString, 2, 7, 1, 3]]],
    ['"open\nEND', [[RULE_MESSAGES.unterminatedString, 0, 5, 1, 1]]],
    ['"ends in \\', [[RULE_MESSAGES.unterminatedString, 0, 10, 1, 1]]],
    ['"a\\qb"', [[RULE_MESSAGES.invalidEscape, 2, 4, 1, 3]]],
    [
      '"\\x\\y',
      [
        [RULE_MESSAGES.unterminatedString, 0, 5, 1, 1],
        [RULE_MESSAGES.invalidEscape, 1, 3, 1, 2],
        [RULE_MESSAGES.invalidEscape, 3, 5, 1, 4],
      ],
    ],
  ])("reports %j", (source, expected) => {
    const errors = lexRule(source).errors.map(({ message, from, to, line, column }) => [
      message,
      from,
      to,
      line,
      column,
    ]);
    const located = expected.map(([text, from, to, line, column]) => [
      `Line ${line}, Column ${column}: ${text}`,
      from,
      to,
      line,
      column,
    ]);
    expect(errors.toSorted((a, b) => Number(a[1]) - Number(b[1]))).toEqual(located);
  });

  it("keeps a string token after a string error, so parsing goes on", () => {
    expect(kindsAndValues('"a\\qb" "open')).toEqual([
      ["string", "aqb"],
      ["string", "open"],
      ["eof", ""],
    ]);
  });
});
