import { describe, expect, test } from "vitest";
import type { EvaluateInput } from "../../customer/evaluation.schema";
import { blockedIn, coded, evaluateOnce, shoe, sneaker } from "./engine-fixture";

/** Whether `condition` holds for `input`: its rule blocks the red laces when it does. */
function holds(condition: string, input: EvaluateInput): boolean {
  const blueprint = sneaker([coded("probe", `IF ${condition} THEN BLOCK(RED IN LACES) END`)]);
  return blockedIn(evaluateOnce(blueprint, input), "LACES").includes("RED-LACES");
}

const red = { selections: shoe() };

describe("coded conditions", () => {
  test.each([
    ["TAGGED(red)", red, true],
    ["TAGGED(red IN BODY)", red, true],
    ["TAGGED(red IN UPPER)", red, false],
    ["TAGGED(blue)", red, false],
    ["TAGGED(nothing-has-this)", red, false],
    ["TAGGED(red IN NOWHERE)", red, false],
    ["COMPONENT(RED IN BODY)", red, true],
    ["COMPONENT(RED-BODY IN BODY)", red, true],
    ["COMPONENT(RED IN LACES)", red, false],
    ["COMPONENT(BLUE IN BODY)", red, false],
    ["HASVALUE(personalization-text OF MONOGRAM)", { values: { "personalization-text OF MONOGRAM": "AB" } }, true],
    ["HASVALUE(personalization-text OF MONOGRAM)", { values: { "personalization-text": "AB" } }, true],
    ["HASVALUE(personalization-text OF MONOGRAM)", { values: { "personalization-text OF MONOGRAM": "  " } }, false],
    ["HASVALUE(size OF BODY)", { values: { "size OF BODY": 0 } }, true],
    ["HASVALUE(personalization-text OF MONOGRAM)", {}, false],
    ["ISLOCALE(fr-FR)", { locale: "fr-FR" }, true],
    ["ISLOCALE(fr_fr)", { locale: "fr-FR" }, true],
    ["ISLOCALE(fr)", { locale: "fr-CA" }, true],
    ["ISLOCALE(fr-FR)", { locale: "fr" }, false],
    ["ISLOCALE(de)", { locale: "fr-FR" }, false],
    ["ISSITE(eu-store)", { site: "eu-store" }, true],
    ["ISSITE(EU-STORE)", { site: "eu-store" }, true],
    ["ISSITE(eu-store)", { site: "us-store" }, false],
    ["ALWAYS", {}, true],
    ["INITIAL", { initial: true }, true],
    ["INITIAL", { initial: false }, false],
    ["CHANGED(BODY)", { changed: "BODY" }, true],
    ["CHANGED(BODY)", { changed: "UPPER" }, false],
    ["CHANGED(BODY)", {}, false],
    ["NOT COMPONENT(RED IN BODY)", red, false],
    ["NOT NOT COMPONENT(RED IN BODY)", red, true],
    ["NOT TAGGED(blue)", red, true],
  ] as const)("%s with %j holds: %s", (condition, input, expected) => {
    expect(holds(condition, input)).toBe(expected);
  });

  test.each([
    ["ANY OF\n TAGGED(blue)\n TAGGED(red)\nTHEN", true],
    ["ANY OF\n TAGGED(blue)\n TAGGED(black)\nTHEN", false],
    ["ALL OF\n TAGGED(red)\n TAGGED(mesh)\nTHEN", true],
    ["ALL OF\n TAGGED(red)\n TAGGED(suede)\nTHEN", false],
  ])("%s holds: %s", (head, expected) => {
    const blueprint = sneaker([coded("probe", `IF ${head} BLOCK(RED IN LACES) END`)]);
    expect(blockedIn(evaluateOnce(blueprint, red), "LACES").includes("RED-LACES")).toBe(expected);
  });

  test("the site and locale default to the blueprint's", () => {
    const blueprint = {
      ...sneaker([coded("probe", "IF ALL OF ISSITE(eu) ISLOCALE(en) THEN BLOCK(RED IN LACES) END")]),
      site: "eu",
      locale: "en-GB",
    };
    expect(blockedIn(evaluateOnce(blueprint, red), "LACES")).toEqual(["RED-LACES"]);
  });

  test("ELSEIF and ELSE: the first branch that holds fires, else the ELSE", () => {
    const code = [
      "IF TAGGED(blue) THEN BLOCK(mesh)",
      "ELSEIF TAGGED(red) THEN BLOCK(suede)",
      "ELSEIF ALWAYS THEN BLOCK(leather)",
      "ELSE BLOCK(RED IN LACES)",
      "END",
    ].join("\n");
    const blueprint = sneaker([coded("branches", code)]);
    expect(blockedIn(evaluateOnce(blueprint, red), "UPPER")).toEqual(["SUEDE-UPPER"]);
    const black = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLACK-BODY" }) });
    expect(blockedIn(black, "UPPER")).toEqual(["LEATHER-UPPER"]);
    const onlyElse = sneaker([coded("else", "IF TAGGED(blue) THEN BLOCK(mesh) ELSE BLOCK(RED IN LACES) END")]);
    expect(blockedIn(evaluateOnce(onlyElse, red), "LACES")).toEqual(["RED-LACES"]);
  });

  test("conditions see components the rules select", () => {
    const blueprint = sneaker([
      coded("forced", "IF ALWAYS THEN SELECT(BLACK IN BODY) END"),
      coded("follows", "IF COMPONENT(BLACK IN BODY) THEN BLOCK(mesh) END"),
    ]);
    const state = evaluateOnce(blueprint, red);
    expect(blockedIn(state, "UPPER")).toEqual(["MESH-UPPER"]);
  });
});
