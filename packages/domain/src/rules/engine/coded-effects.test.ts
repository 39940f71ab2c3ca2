import { describe, expect, test } from "vitest";
import { blockedIn, coded, evaluateOnce, placementOf, shoe, sneaker } from "./engine-fixture";

const always = (description: string, effects: string) => coded(description, `IF ALWAYS THEN ${effects} END`);

describe("coded effects", () => {
  test("BLOCK a tag in a placement, or everywhere", () => {
    const state = evaluateOnce(sneaker([always("no red laces", "BLOCK(red IN LACES)")]), { selections: shoe() });
    expect(blockedIn(state, "LACES")).toEqual(["RED-LACES"]);
    expect(blockedIn(state, "BODY")).toEqual([]);
    const everywhere = evaluateOnce(sneaker([always("no red", "BLOCK(red)")]), { selections: shoe() });
    expect(blockedIn(everywhere, "BODY")).toEqual(["RED-BODY"]);
    expect(blockedIn(everywhere, "LACES")).toEqual(["RED-LACES"]);
    expect(everywhere.issues).toEqual([{ field: "selections.BODY", message: "RED-BODY is blocked by 'no red'." }]);
  });

  test("BLOCK by component code or placement-independent code", () => {
    const state = evaluateOnce(sneaker([always("codes", "BLOCK(MESH-UPPER) BLOCK(WHITE IN LACES)")]), {
      selections: shoe(),
    });
    expect(blockedIn(state, "UPPER")).toEqual(["MESH-UPPER"]);
    expect(blockedIn(state, "LACES")).toEqual(["WHITE-LACES"]);
  });

  test("BLOCKALL blocks every component of a placement, which is then not required", () => {
    const selections = { BODY: "RED-BODY", UPPER: "MESH-UPPER" };
    const state = evaluateOnce(sneaker([always("no laces", "BLOCKALL(LACES)")]), { selections });
    expect(blockedIn(state, "LACES")).toEqual(["WHITE-LACES", "RED-LACES"]);
    expect(placementOf(state, "LACES").required).toBe(false);
  });

  test("ALLOW lifts blocks of other rules", () => {
    const rules = [always("no red", "BLOCK(red)"), always("red laces are fine", "ALLOW(red IN LACES)")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe({ BODY: "BLUE-BODY", LACES: "RED-LACES" }) });
    expect(blockedIn(state, "BODY")).toEqual(["RED-BODY"]);
    expect(blockedIn(state, "LACES")).toEqual([]);
    expect(state.issues).toEqual([]);
  });

  test("SELECT forces a component, marked with the rule", () => {
    const state = evaluateOnce(sneaker([always("always black", "SELECT(BLACK IN BODY)")]), { selections: shoe() });
    expect(placementOf(state, "BODY")).toMatchObject({
      selected: "BLACK-BODY",
      forcedBy: { description: "always black" },
    });
  });

  test("SELECTBYTAG keeps a matching choice, else takes the first selectable match", () => {
    const rules = [always("laces match", "SELECTBYTAG(red IN LACES)")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(placementOf(state, "LACES").selected).toBe("RED-LACES");
    const upper = [always("natural", "SELECTBYTAG(natural IN UPPER)")];
    const tagged = sneaker(upper);
    for (const component of tagged.groups[0]?.placements[1]?.components ?? []) {
      if (component.code !== "MESH-UPPER") component.tags.push("natural");
    }
    expect(placementOf(evaluateOnce(tagged, { selections: shoe() }), "UPPER").selected).toBe("SUEDE-UPPER");
    expect(placementOf(evaluateOnce(tagged, { selections: shoe({ UPPER: "LEATHER-UPPER" }) }), "UPPER").selected).toBe(
      "LEATHER-UPPER",
    );
  });

  test("SELECT of a blocked component leaves the selection and reports both rules", () => {
    const rules = [always("no black", "BLOCK(black)"), always("always black", "SELECT(BLACK IN BODY)")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(placementOf(state, "BODY")).toMatchObject({ selected: "RED-BODY", forcedBy: null });
    expect(state.conflicts).toEqual([
      {
        message:
          "'always black' selects BLACK-BODY in BODY, but it is blocked by 'no black'; the selection is left as it was.",
        rules: [
          expect.objectContaining({ description: "always black" }),
          expect.objectContaining({ description: "no black" }),
        ],
      },
    ]);
  });

  test("SELECTBYTAG with nothing selectable leaves the selection and says so", () => {
    const rules = [always("no red laces", "BLOCK(red IN LACES)"), always("red laces", "SELECTBYTAG(red IN LACES)")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(placementOf(state, "LACES").selected).toBe("WHITE-LACES");
    expect(state.conflicts.map((conflict) => conflict.message)).toEqual([
      "'red laces' selects a component tagged red in LACES, but none can be chosen.",
    ]);
  });

  test("two rules selecting different components: the first wins, both are reported", () => {
    const rules = [always("black", "SELECT(BLACK IN BODY)"), always("blue", "SELECT(BLUE IN BODY)")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(placementOf(state, "BODY").selected).toBe("BLACK-BODY");
    expect(state.conflicts.map((conflict) => conflict.message)).toEqual([
      "'black' and 'blue' select different components in BODY; BLACK-BODY is kept.",
    ]);
  });

  test("REQUIRESTRING asks for a text", () => {
    const rules = [always("initials", "REQUIRESTRING(personalization-text OF MONOGRAM)")];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(placementOf(state, "MONOGRAM").requiredValues).toEqual([
      {
        attribute: "personalization-text",
        kind: "string",
        requiredBy: expect.objectContaining({ description: "initials" }),
      },
    ]);
    expect(state.issues).toEqual([
      {
        field: "values.personalization-text OF MONOGRAM",
        message: "personalization-text of MONOGRAM is required by 'initials'.",
      },
    ]);
    const given = evaluateOnce(sneaker(rules), {
      selections: shoe(),
      values: { "personalization-text OF MONOGRAM": "AB" },
    });
    expect(given.issues).toEqual([]);
  });

  test("REQUIRENUMBER asks for a number", () => {
    const rules = [always("size", "REQUIRENUMBER(size OF BODY)")];
    const text = evaluateOnce(sneaker(rules), { selections: shoe(), values: { "size OF BODY": "big" } });
    expect(text.issues).toEqual([
      { field: "values.size OF BODY", message: "size of BODY must be a number (required by 'size')." },
    ]);
    for (const size of [42, "42.5"]) {
      expect(evaluateOnce(sneaker(rules), { selections: shoe(), values: { "size OF BODY": size } }).issues).toEqual([]);
    }
    const missing = evaluateOnce(sneaker(rules), { selections: shoe() });
    expect(missing.issues.map((issue) => issue.field)).toEqual(["values.size OF BODY"]);
  });

  test("SET gives a value, seen by HASVALUE and the required checks", () => {
    const rules = [
      always("default initials", 'SET("ABC" TO personalization-text OF MONOGRAM)'),
      always("initials", "REQUIRESTRING(personalization-text OF MONOGRAM)"),
      coded("follows", "IF HASVALUE(personalization-text OF MONOGRAM) THEN BLOCK(mesh) END"),
    ];
    const state = evaluateOnce(sneaker(rules), { selections: shoe({ UPPER: "SUEDE-UPPER" }) });
    expect(state.values).toEqual({ "personalization-text OF MONOGRAM": "ABC" });
    expect(blockedIn(state, "UPPER")).toEqual(["MESH-UPPER"]);
    expect(state.issues).toEqual([]);
  });

  test("UPDATEBLUEPRINT and ACTION are reported with their rule", () => {
    const rules = [always("updates", 'UPDATEBLUEPRINT("Sale" OF product.name) ACTION(track red "a b")')];
    const state = evaluateOnce(sneaker(rules), { selections: shoe() });
    const rule = expect.objectContaining({ description: "updates" });
    expect(state.blueprintUpdates).toEqual([{ path: "product.name", value: "Sale", rule }]);
    expect(state.actions).toEqual([{ event: "track", parameters: ["red", "a b"], rule }]);
  });

  test("effects naming unknown placements, tags and components do nothing", () => {
    const effects = [
      "BLOCK(nothing IN BODY)",
      "BLOCK(red IN NOWHERE)",
      "BLOCKALL(NOWHERE)",
      "ALLOW(nothing)",
      "SELECT(NOTHING IN BODY)",
      "SELECT(RED IN NOWHERE)",
      "SELECTBYTAG(nothing IN NOWHERE)",
      "REQUIRESTRING(text OF NOWHERE)",
      "REQUIRENUMBER(size OF NOWHERE)",
    ].join(" ");
    const state = evaluateOnce(sneaker([always("unknowns", effects)]), { selections: shoe() });
    expect(state.placements.every((placement) => placement.blocked.length === 0)).toBe(true);
    expect(state.issues).toEqual([]);
    expect(state.conflicts).toEqual([]);
  });
});
