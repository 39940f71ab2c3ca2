/** The worked examples of docs/rules.md, one test per example, named as the example is headed. */
import { describe, expect, test } from "vitest";
import { rule } from "../../customer/blueprint.fixture";
import { blockedIn, coded, evaluateOnce, placementOf, shoe, sneaker } from "./engine-fixture";

describe("docs/rules.md worked examples", () => {
  test("Example 1, AlwaysOn: white laces go with everything", () => {
    const blueprint = sneaker([
      rule("BlockedIfAny", { description: "Black bodies have no laces", source: ["BLACK IN BODY"], target: ["LACES"] }),
      rule("AlwaysOn", { description: "White laces go with everything", target: ["WHITE IN LACES"] }),
    ]);
    const state = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLACK-BODY" }) });
    expect(blockedIn(state, "LACES")).toEqual(["RED-LACES"]);
    expect(state.issues).toEqual([]);
  });

  test("Example 2, AlwaysOnConditional: red bodies may have red laces", () => {
    const blueprint = sneaker([
      rule("OnlyWhenAny", {
        description: "Red laces need leather",
        source: ["LEATHER IN UPPER"],
        target: ["RED IN LACES"],
      }),
      rule("AlwaysOnConditional", {
        description: "Red bodies may have red laces",
        source: ["RED IN BODY"],
        target: ["RED IN LACES"],
      }),
      rule("BlockedIfAny", { description: "No red laces on suede", source: ["suede"], target: ["RED IN LACES"] }),
    ]);
    const mesh = evaluateOnce(blueprint, { selections: shoe({ LACES: "RED-LACES" }) });
    expect(blockedIn(mesh, "LACES")).toEqual([]);
    const suede = evaluateOnce(blueprint, { selections: shoe({ UPPER: "SUEDE-UPPER", LACES: "RED-LACES" }) });
    expect(suede.issues).toEqual([
      { field: "selections.LACES", message: "RED-LACES is blocked by 'No red laces on suede'." },
    ]);
    const blue = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLUE-BODY" }) });
    expect(placementOf(blue, "LACES").blocked[0]?.blockedBy.map((ref) => ref.description)).toEqual([
      "Red laces need leather",
    ]);
  });

  test("Example 3, BlockedIfAny: red is not sold in suede", () => {
    const blueprint = sneaker([
      rule("BlockedIfAny", {
        description: "Red is not sold in suede",
        source: ["RED IN BODY", "RED IN LACES"],
        target: ["suede"],
      }),
    ]);
    const state = evaluateOnce(blueprint, { selections: shoe({ UPPER: "SUEDE-UPPER" }) });
    expect(blockedIn(state, "UPPER")).toEqual(["SUEDE-UPPER"]);
    expect(state.issues).toEqual([
      { field: "selections.UPPER", message: "SUEDE-UPPER is blocked by 'Red is not sold in suede'." },
    ]);
  });

  test("Example 4, BlockedIfAll: all red is too much leather", () => {
    const blueprint = sneaker([
      rule("BlockedIfAll", {
        description: "All red is too much leather",
        source: ["RED IN BODY", "RED IN LACES"],
        target: ["LEATHER IN UPPER"],
      }),
    ]);
    const both = evaluateOnce(blueprint, { selections: shoe({ LACES: "RED-LACES" }) });
    expect(blockedIn(both, "UPPER")).toEqual(["LEATHER-UPPER"]);
    const one = evaluateOnce(blueprint, { selections: shoe() });
    expect(blockedIn(one, "UPPER")).toEqual([]);
  });

  test("Example 5, BlockedIfAnyUnless: black mesh needs white laces", () => {
    const blueprint = sneaker([
      rule("BlockedIfAnyUnless", {
        description: "Black mesh needs white laces",
        source: ["BLACK IN BODY"],
        target: ["mesh"],
        except: ["WHITE IN LACES"],
      }),
    ]);
    const red = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLACK-BODY", LACES: "RED-LACES" }) });
    expect(blockedIn(red, "UPPER")).toEqual(["MESH-UPPER"]);
    const white = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLACK-BODY" }) });
    expect(blockedIn(white, "UPPER")).toEqual([]);
  });

  test("Example 6, BlockedIfAllUnless: a red leather shoe has red laces unless monogrammed", () => {
    const blueprint = sneaker([
      rule("BlockedIfAllUnless", {
        description: "Red leather shoes have red laces",
        source: ["RED IN BODY", "LEATHER IN UPPER"],
        target: ["WHITE IN LACES"],
        except: ["monogram"],
      }),
    ]);
    const plain = evaluateOnce(blueprint, { selections: shoe({ UPPER: "LEATHER-UPPER" }) });
    expect(blockedIn(plain, "LACES")).toEqual(["WHITE-LACES"]);
    const monogrammed = evaluateOnce(blueprint, {
      selections: shoe({ UPPER: "LEATHER-UPPER", MONOGRAM: "INITIALS-MONOGRAM" }),
    });
    expect(blockedIn(monogrammed, "LACES")).toEqual([]);
  });

  test("Example 7, OnlyWhenAny: red laces only on suede or leather", () => {
    const blueprint = sneaker([
      rule("OnlyWhenAny", {
        description: "Red laces need suede or leather",
        source: ["suede", "leather"],
        target: ["RED IN LACES"],
      }),
    ]);
    const mesh = evaluateOnce(blueprint, { selections: shoe() });
    expect(blockedIn(mesh, "LACES")).toEqual(["RED-LACES"]);
    const suede = evaluateOnce(blueprint, { selections: shoe({ UPPER: "SUEDE-UPPER" }) });
    expect(blockedIn(suede, "LACES")).toEqual([]);
  });

  test("Example 8, OnlyWhenAll: the monogram only on black leather", () => {
    const blueprint = sneaker([
      rule("OnlyWhenAll", {
        description: "Monograms are for black leather",
        source: ["BLACK IN BODY", "leather"],
        target: ["monogram"],
      }),
    ]);
    const leather = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLACK-BODY", UPPER: "LEATHER-UPPER" }) });
    expect(blockedIn(leather, "MONOGRAM")).toEqual([]);
    const mesh = evaluateOnce(blueprint, { selections: shoe({ BODY: "BLACK-BODY" }) });
    expect(blockedIn(mesh, "MONOGRAM")).toEqual(["INITIALS-MONOGRAM"]);
    expect(placementOf(mesh, "MONOGRAM").required).toBe(false);
  });

  test("Example 9, Combine Only When rules: red laces need leather or a black body", () => {
    const rules = [
      rule("OnlyWhenAny", { description: "Red laces need leather", source: ["leather"], target: ["RED IN LACES"] }),
      rule("OnlyWhenAny", {
        description: "Red laces need a black body",
        source: ["BLACK IN BODY"],
        target: ["RED IN LACES"],
      }),
    ];
    const selections = shoe({ BODY: "BLACK-BODY", LACES: "RED-LACES" });
    const apart = evaluateOnce(sneaker(rules), { selections });
    expect(apart.issues).toEqual([
      { field: "selections.LACES", message: "RED-LACES is blocked by 'Red laces need leather'." },
    ]);
    const combined = evaluateOnce(sneaker(rules, { combineOnlyWhen: true }), { selections });
    expect(combined.issues).toEqual([]);
  });

  test("Example 10, Coded: red is not sold in suede, and a monogram needs its text", () => {
    const blueprint = sneaker([
      coded(
        "Red is not sold in suede",
        ["IF COMPONENT(RED IN BODY) THEN", "    BLOCK(suede IN UPPER)", "END"].join("\n"),
      ),
      coded(
        "A monogram needs its initials",
        ["IF TAGGED(monogram IN MONOGRAM) THEN", "    REQUIRESTRING(personalization-text OF MONOGRAM)", "END"].join(
          "\n",
        ),
      ),
    ]);
    const state = evaluateOnce(blueprint, {
      selections: shoe({ UPPER: "SUEDE-UPPER", MONOGRAM: "INITIALS-MONOGRAM" }),
    });
    expect(state.issues).toEqual([
      { field: "selections.UPPER", message: "SUEDE-UPPER is blocked by 'Red is not sold in suede'." },
      {
        field: "values.personalization-text OF MONOGRAM",
        message: "personalization-text of MONOGRAM is required by 'A monogram needs its initials'.",
      },
    ]);
    const fixed = evaluateOnce(blueprint, {
      selections: shoe({ MONOGRAM: "INITIALS-MONOGRAM" }),
      values: { "personalization-text": "ABC" },
    });
    expect(fixed.issues).toEqual([]);
  });

  test("Example 11, Action: a red body is tracked", () => {
    const blueprint = sneaker([
      rule("Action", { description: "Track red bodies", source: ["RED IN BODY"], target: ["track-colour red body"] }),
    ]);
    const state = evaluateOnce(blueprint, { selections: shoe() });
    expect(state.actions).toEqual([
      {
        event: "track-colour",
        parameters: ["red", "body"],
        rule: { ruleId: expect.any(String), type: "Action", description: "Track red bodies" },
      },
    ]);
    expect(evaluateOnce(blueprint, { selections: shoe({ BODY: "BLUE-BODY" }) }).actions).toEqual([]);
  });

  test("Example 12, a cycle: two rules that select each other's opposite", () => {
    const blueprint = sneaker([
      coded("White goes red", "IF COMPONENT(WHITE IN LACES) THEN SELECT(RED IN LACES) END"),
      coded("Red goes white", "IF COMPONENT(RED IN LACES) THEN SELECT(WHITE IN LACES) END"),
    ]);
    const state = evaluateOnce(blueprint, { selections: shoe() });
    expect(state.conflicts).toEqual([
      {
        message: "'White goes red' and 'Red goes white' keep changing LACES back and forth; evaluation stopped.",
        rules: [
          expect.objectContaining({ description: "White goes red" }),
          expect.objectContaining({ description: "Red goes white" }),
        ],
      },
    ]);
  });

  test("Example 13, Don't apply rules from sibling products: the boot's rule stays with the boot", () => {
    const rules = [
      rule("BlockedIfAny", { description: "Red is not sold in suede", source: ["red"], target: ["suede"] }),
      rule("BlockedIfAny", {
        description: "Boots have no mesh",
        source: ["BODY"],
        target: ["mesh"],
        fromStyleCode: "BOOT",
      }),
    ];
    const selections = shoe();
    const shared = evaluateOnce(sneaker(rules), { selections });
    expect(shared.issues).toEqual([
      { field: "selections.UPPER", message: "MESH-UPPER is blocked by 'Boots have no mesh'." },
    ]);
    const own = evaluateOnce(sneaker(rules, { noSiblingRules: true }), { selections });
    expect(own.issues).toEqual([]);
    expect(blockedIn(own, "UPPER")).toEqual(["SUEDE-UPPER"]);
  });
});
