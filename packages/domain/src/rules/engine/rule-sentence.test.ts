import { describe, expect, test } from "vitest";
import type { RuleType } from "../../product/rule.schema";
import { describeRule } from "./rule-sentence";

const lists = (type: RuleType, source: string[], target: string[], except: string[] = []) =>
  describeRule({ type, source, target, except });
const code = (text: string) => describeRule({ type: "Coded", source: [], target: [], except: [], code: text });

describe("describeRule: rules with lists", () => {
  test.each([
    [lists("AlwaysOn", [], ["WHITE IN LACES"]), "WHITE in LACES can always be chosen; no rule can block it."],
    [
      lists("AlwaysOn", ["leather"], ["laces"], ["RED IN LACES"]),
      "Laces (but not RED in LACES) can always be chosen while leather is chosen; no rule can block it.",
    ],
    [
      lists("AlwaysOnConditional", ["RED IN BODY"], ["RED IN LACES"]),
      "RED in LACES can be chosen while RED in BODY is chosen whatever Only When rules say, unless a rule blocks it.",
    ],
    [lists("BlockedIfAny", ["RED IN BODY", "red"], ["suede"]), "When RED in BODY or red is chosen, block suede."],
    [lists("BlockedIfAny", ["red"], ["UPPER"], ["mesh"]), "When red is chosen, block UPPER (but not mesh)."],
    [lists("BlockedIfAll", ["red", "leather"], ["suede"]), "When red and leather are all chosen, block suede."],
    [
      lists("BlockedIfAnyUnless", ["BLACK IN BODY"], ["mesh"], ["WHITE IN LACES"]),
      "When BLACK in BODY is chosen, block mesh, unless WHITE in LACES is chosen.",
    ],
    [
      lists("BlockedIfAllUnless", ["red", "leather"], ["WHITE IN LACES"], ["monogram"]),
      "When red and leather are all chosen, block WHITE in LACES, unless monogram is chosen.",
    ],
    [
      lists("OnlyWhenAny", ["suede", "leather"], ["RED IN LACES"]),
      "RED in LACES can be chosen only when suede or leather is chosen.",
    ],
    [
      lists("OnlyWhenAll", ["BLACK IN BODY", "leather"], ["monogram"]),
      "Monogram can be chosen only when BLACK in BODY and leather are all chosen.",
    ],
    [
      lists("Action", ["RED IN BODY"], ["track-colour red"]),
      "When RED in BODY is chosen, fire the action track-colour red.",
    ],
    [lists("Action", [], ["opened"], ["BLUE IN BODY"]), "Fire the action opened, unless BLUE in BODY is chosen."],
  ])("%s", (sentence, expected) => {
    expect(sentence).toBe(expected);
  });

  test.each([
    [lists("BlockedIfAny", [], ["suede"]), "It has no source yet, so it does nothing."],
    [lists("OnlyWhenAll", [], ["suede"]), "It has no source yet, so it does nothing."],
    [lists("BlockedIfAll", ["red"], []), "It has no target yet, so it does nothing."],
    [lists("AlwaysOn", [], []), "It has no target yet, so it does nothing."],
    [lists("Action", ["red"], [" "]), "It has no target yet, so it does nothing."],
  ])("an incomplete rule: %s", (sentence, expected) => {
    expect(sentence).toBe(expected);
  });
});

describe("describeRule: coded rules", () => {
  test.each([
    ["IF COMPONENT(RED IN BODY) THEN BLOCK(suede IN UPPER) END", "If RED is chosen in BODY, block suede in UPPER."],
    ["IF ALWAYS THEN BLOCKALL(LACES) END", "Block everything in LACES."],
    ["IF TAGGED(red) THEN ALLOW(suede) END", "If a component tagged red is chosen, allow suede everywhere."],
    [
      "IF NOT TAGGED(red IN BODY) THEN BLOCK(red) END",
      "If no component tagged red is chosen in BODY, block red everywhere.",
    ],
    [
      "IF NOT COMPONENT(RED IN BODY) THEN SELECT(WHITE IN LACES) END",
      "If RED is not chosen in BODY, select WHITE in LACES.",
    ],
    [
      "IF HASVALUE(text OF MONOGRAM) THEN SELECTBYTAG(gold IN THREAD) END",
      "If text of MONOGRAM has a value, select a component tagged gold in THREAD.",
    ],
    [
      "IF ANY OF ISLOCALE(fr) ISSITE(eu) THEN REQUIRESTRING(text OF MONOGRAM) REQUIRENUMBER(size OF BODY) END",
      "If the locale is fr or the site is eu, require the text text of MONOGRAM and require the number size of BODY.",
    ],
    [
      "IF ALL OF INITIAL NOT CHANGED(BODY) THEN SET(ABC TO text OF MONOGRAM) END",
      'If this is the first evaluation and BODY has not just been changed, set text of MONOGRAM to "ABC".',
    ],
    [
      "IF CHANGED(BODY) THEN UPDATEBLUEPRINT(Sale OF product.name) ELSEIF NOT ALWAYS THEN ACTION(a b c) ELSE ACTION(x) END",
      'If BODY has just been changed, set product.name of the blueprint to "Sale"; else if never, fire the action a (b, c); otherwise fire the action x.',
    ],
    [
      "IF NOT INITIAL THEN ACTION(x) END\nIF ALWAYS THEN ACTION(y) END\nIF ALWAYS THEN ACTION(z) END",
      "If this is not the first evaluation, fire the action x (2 more statements).",
    ],
    [
      "IF TAGGED(a) THEN ACTION(x) END\nIF ALWAYS THEN ACTION(y) END",
      "If a component tagged a is chosen, fire the action x (1 more statement).",
    ],
    [
      "IF TAGGED(a) THEN ACTION(x) ELSEIF ALWAYS THEN ACTION(y) ELSEIF TAGGED(b) THEN ACTION(z) ELSE ACTION(w) END",
      "If a component tagged a is chosen, fire the action x; otherwise fire the action y.",
    ],
    ["", "This coded rule has no statements yet, so it does nothing."],
    ["# only a comment", "This coded rule has no statements yet, so it does nothing."],
    ["IF TAGGED(red) BLOCK(suede) END", "This coded rule has syntax errors and will be skipped until they are fixed."],
  ])("%s", (source, expected) => {
    expect(code(source)).toBe(expected);
  });
});
