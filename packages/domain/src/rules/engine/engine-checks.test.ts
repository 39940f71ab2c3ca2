import { describe, expect, test } from "vitest";
import { blueprintOf, component, placement, rule, STYLE_CODE } from "../../customer/blueprint.fixture";
import { blockedIn, coded, evaluateOnce, placementOf, SNEAKER_PLACEMENTS, shoe, sneaker } from "./engine-fixture";
import { describeRule } from "./rule-sentence";

describe("issues: what makes a configuration unsaveable", () => {
  test("a configuration following every rule has none", () => {
    expect(evaluateOnce(sneaker([]), { selections: shoe() }).issues).toEqual([]);
  });

  test("unknown placements and components are issues on their field, and otherwise ignored", () => {
    const state = evaluateOnce(sneaker([]), { selections: { ...shoe({ BODY: "GOLD-BODY" }), HEEL: "HIGH" } });
    expect(state.issues).toEqual([
      { field: "selections.BODY", message: "BODY has no component GOLD-BODY." },
      { field: "selections.HEEL", message: "There is no placement HEEL in this product." },
      { field: "selections.BODY", message: "Choose a component for BODY." },
    ]);
  });

  test("a value for an unknown placement is an issue", () => {
    const state = evaluateOnce(sneaker([]), { selections: shoe(), values: { "text OF HEEL": "x" } });
    expect(state.issues).toEqual([
      { field: "values.text OF HEEL", message: "There is no placement HEEL in this product." },
    ]);
  });

  test("a required placement left empty; an optional one may be", () => {
    const state = evaluateOnce(sneaker([]), { selections: { BODY: "RED-BODY", UPPER: "MESH-UPPER" } });
    expect(state.issues).toEqual([{ field: "selections.LACES", message: "Choose a component for LACES." }]);
    expect(placementOf(state, "LACES").required).toBe(true);
    expect(placementOf(state, "MONOGRAM").required).toBe(false);
  });

  test("an unavailable component can never be chosen, whatever the rules say", () => {
    const placements = SNEAKER_PLACEMENTS.map((each) =>
      each.code === "LACES"
        ? { ...each, components: [component("WHITE-LACES", { unavailable: "outOfStock" }), component("RED-LACES")] }
        : each,
    );
    const blueprint = blueprintOf(placements, { rules: [rule("AlwaysOn", { target: ["WHITE IN LACES"] })] });
    const state = evaluateOnce(blueprint, { selections: shoe() });
    expect(state.issues).toEqual([
      { field: "selections.LACES", message: "WHITE-LACES cannot be chosen: it is out of stock." },
    ]);
    expect(blockedIn(state, "LACES")).toEqual([]);
  });

  test("a placement with nothing to choose is not required", () => {
    const placements = [placement("SOLE", [component("GUM-SOLE", { unavailable: "inactive" })])];
    const state = evaluateOnce(blueprintOf(placements), {});
    expect(placementOf(state, "SOLE").required).toBe(false);
    expect(state.issues).toEqual([]);
  });

  test("several rules blocking one component are all named", () => {
    const rules = [
      rule("BlockedIfAny", { description: "A", source: ["red"], target: ["suede"] }),
      rule("BlockedIfAny", { description: "B", source: ["WHITE IN LACES"], target: ["suede"] }),
      rule("OnlyWhenAny", { description: "C", source: ["blue"], target: ["suede"] }),
    ];
    const state = evaluateOnce(sneaker(rules), { selections: shoe({ UPPER: "SUEDE-UPPER" }) });
    expect(state.issues).toEqual([
      { field: "selections.UPPER", message: "SUEDE-UPPER is blocked by 'A', 'B' and 'C'." },
    ]);
  });
});

describe("rule lists and precedence", () => {
  test("except takes components out of the target (not in the Unless types)", () => {
    const rules = [rule("BlockedIfAny", { source: ["red"], target: ["UPPER"], except: ["mesh"] })];
    expect(blockedIn(evaluateOnce(sneaker(rules), { selections: shoe() }), "UPPER")).toEqual([
      "SUEDE-UPPER",
      "LEATHER-UPPER",
    ]);
  });

  test("rules without a source or a target do nothing", () => {
    const rules = [
      rule("BlockedIfAny", { target: ["UPPER"] }),
      rule("BlockedIfAll", { target: ["UPPER"] }),
      rule("OnlyWhenAny", { target: ["UPPER"] }),
      rule("BlockedIfAny", { source: ["red"] }),
      rule("AlwaysOn", {}),
      rule("Action", { source: ["red"] }),
    ];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(state.placements.every((placement) => placement.blocked.length === 0)).toBe(true);
    expect(state.actions).toEqual([]);
  });

  test("AlwaysOn beats blocks and Only When; AlwaysOnConditional beats Only When only", () => {
    const blocks = [
      rule("BlockedIfAny", { description: "block", source: ["red"], target: ["suede"] }),
      rule("OnlyWhenAny", { description: "only", source: ["blue"], target: ["suede", "leather"] }),
    ];
    const on = evaluateOnce(sneaker([...blocks, rule("AlwaysOn", { target: ["suede", "leather"] })]), {
      selections: shoe(),
    });
    expect(blockedIn(on, "UPPER")).toEqual([]);
    const conditional = evaluateOnce(
      sneaker([...blocks, rule("AlwaysOnConditional", { target: ["suede", "leather"] })]),
      {
        selections: shoe(),
      },
    );
    expect(placementOf(conditional, "UPPER").blocked).toEqual([
      { code: "SUEDE-UPPER", blockedBy: [expect.objectContaining({ description: "block" })] },
    ]);
  });

  test("AlwaysOn with a source holds only while the source is chosen", () => {
    const rules = [
      rule("BlockedIfAny", { source: ["UPPER"], target: ["RED IN LACES"] }),
      rule("AlwaysOn", { source: ["leather"], target: ["RED IN LACES"] }),
    ];
    expect(blockedIn(evaluateOnce(sneaker(rules), { selections: shoe() }), "LACES")).toEqual(["RED-LACES"]);
    const leather = evaluateOnce(sneaker(rules), { selections: shoe({ UPPER: "LEATHER-UPPER" }) });
    expect(blockedIn(leather, "LACES")).toEqual([]);
  });

  test("a placement alone names all its components; as a source, anything chosen there", () => {
    const rules = [rule("BlockedIfAny", { source: ["MONOGRAM"], target: ["LACES"] })];
    expect(blockedIn(evaluateOnce(sneaker(rules), { selections: shoe() }), "LACES")).toEqual([]);
    const monogram = evaluateOnce(sneaker(rules), { selections: shoe({ MONOGRAM: "INITIALS-MONOGRAM" }) });
    expect(blockedIn(monogram, "LACES")).toEqual(["WHITE-LACES", "RED-LACES"]);
  });

  test("'Don't apply rules from sibling products' skips rules from other products", () => {
    const rules = [
      rule("BlockedIfAny", { description: "own", source: ["red"], target: ["suede"] }),
      rule("BlockedIfAny", { description: "sibling", source: ["red"], target: ["leather"], fromStyleCode: "BOOT" }),
    ];
    expect(blockedIn(evaluateOnce(sneaker(rules), { selections: shoe() }), "UPPER")).toEqual([
      "SUEDE-UPPER",
      "LEATHER-UPPER",
    ]);
    const own = evaluateOnce(sneaker(rules, { noSiblingRules: true }), { selections: shoe() });
    expect(blockedIn(own, "UPPER")).toEqual(["SUEDE-UPPER"]);
    expect(STYLE_CODE).toBe("SNEAKER");
  });

  test("a rule without a description is named by its meaning", () => {
    const rules = [rule("BlockedIfAny", { description: "", source: ["RED IN BODY"], target: ["suede"] })];
    const state = evaluateOnce(sneaker(rules), { selections: shoe({ UPPER: "SUEDE-UPPER" }) });
    expect(state.issues[0]?.message).toBe("SUEDE-UPPER is blocked by 'When RED in BODY is chosen, block suede'.");
  });
});

describe("conflicts and termination", () => {
  test("a coded rule with syntax errors is skipped and reported", () => {
    const rules = [coded("broken", "IF TAGGED(red) BLOCK(suede) END"), coded("fine", "IF ALWAYS THEN BLOCK(mesh) END")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe({ UPPER: "LEATHER-UPPER" }) });
    expect(blockedIn(state, "UPPER")).toEqual(["MESH-UPPER"]);
    expect(state.conflicts).toEqual([
      {
        message: "'broken' has syntax errors and is skipped: Line 1, Column 16: Expected THEN after condition",
        rules: [expect.objectContaining({ description: "broken" })],
      },
    ]);
    expect(state.issues).toEqual([]);
  });

  test("a condition under 200,000 NOTs neither overflows the stack nor throws", () => {
    const code = `IF ${"NOT ".repeat(200_001)}TAGGED(blue) THEN BLOCK(red) END`;
    const state = evaluateOnce(sneaker([coded("deep", code)]), { selections: shoe() });
    expect(state.issues).toEqual([{ field: "selections.BODY", message: "RED-BODY is blocked by 'deep'." }]);
    expect(describeRule({ type: "Coded", source: [], target: [], except: [], code })).toBe(
      "If no component tagged blue is chosen, block red everywhere.",
    );
  });

  test("values SET back and forth stop with a conflict", () => {
    const code = 'IF HASVALUE(a OF BODY) THEN SET("" TO a OF BODY) ELSE SET("x" TO a OF BODY) END';
    const state = evaluateOnce(sneaker([coded("flip", code)]), { selections: shoe() });
    expect(state.conflicts.map((conflict) => conflict.message)).toEqual([
      "'flip' keeps changing values back and forth; evaluation stopped.",
    ]);
  });

  test("a chain of forced selections settles", () => {
    const rules = [
      coded("one", "IF ALWAYS THEN SELECT(BLACK IN BODY) END"),
      coded("two", "IF COMPONENT(BLACK IN BODY) THEN SELECT(LEATHER IN UPPER) END"),
      coded("three", "IF TAGGED(leather) THEN SELECT(RED IN LACES) END"),
    ];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(state.placements.map((placement) => placement.selected)).toEqual([
      "BLACK-BODY",
      "LEATHER-UPPER",
      "RED-LACES",
      null,
    ]);
    expect(state.conflicts).toEqual([]);
  });
});
