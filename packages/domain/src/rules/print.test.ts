import { describe, expect, it } from "vitest";
import { parseRule } from "./parse";
import { printRule } from "./print";

const reprinted = (source: string) => printRule(parseRule(source).tree);

describe("printRule", () => {
  it("writes canonical source with 4-space indentation, comments above their statement", () => {
    const source = `# Collar rules
if any of tagged(summer in collar) not component(wool IN body) then block(leather IN strap) set("Gold 24k" to color of monogram)
elseif isLocale(fr-FR) then   # French shop
  allow(canvas)
else action(track rule-1 "a b") end
IF always THEN updateblueprint(1.5 OF price/base) END
# the end`;
    expect(reprinted(source)).toBe(`# Collar rules
# French shop
IF ANY OF
    TAGGED(summer IN collar)
    NOT COMPONENT(wool IN body)
THEN
    BLOCK(leather IN strap)
    SET("Gold 24k" TO color OF monogram)
ELSEIF ISLOCALE(fr-FR) THEN
    ALLOW(canvas)
ELSE
    ACTION(track rule-1 "a b")
END

IF ALWAYS THEN
    UPDATEBLUEPRINT(1.5 OF price/base)
END

# the end
`);
  });

  it("prints every condition and effect", () => {
    const source = `IF ALL OF
    TAGGED(a)
    HASVALUE(b OF c)
    ISSITE(d)
    INITIAL
    CHANGED(e)
THEN
    BLOCKALL(f)
    SELECT(g IN h)
    SELECTBYTAG(i IN j)
    REQUIRESTRING(k OF l)
    REQUIRENUMBER(m OF n)
    ACTION(o)
END
`;
    expect(reprinted(source)).toBe(source);
  });

  it.each([
    ["plain-word_1/a.b$c,d", "plain-word_1/a.b$c,d"],
    ["Größe", "Größe"],
    ["two words", '"two words"'],
    ["", '""'],
    ["if", '"if"'],
    ["Select", '"Select"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["a\\b", '"a\\\\b"'],
    ["line\nbreak\r\ttab", '"line\\nbreak\\r\\ttab"'],
    ["#tag", '"#tag"'],
    ["(x)", '"(x)"'],
  ])("writes the value %j as %s", (text, written) => {
    const tree = parseRule("IF ALWAYS THEN BLOCK(x) END").tree;
    const effect = tree.statements[0]?.branches[0]?.effects[0];
    if (effect?.kind !== "block") throw new Error("BLOCK expected");
    effect.tag = { text, from: 0, to: 0 };
    expect(printRule(tree)).toBe(`IF ALWAYS THEN\n    BLOCK(${written})\nEND\n`);
  });

  it("writes nothing for an empty rule", () => {
    expect(reprinted("")).toBe("");
    expect(reprinted("  \n")).toBe("");
  });
});
