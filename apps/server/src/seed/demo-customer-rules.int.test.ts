import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { EngineState, EvaluateInput, PlacementState } from "@atelier/domain/customer/evaluation.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { demoProductionClient } from "./demo-client.fixtures";
import { DEMO_RULE_TEXT } from "./demo-customer-rules";
import { seedDemo } from "./demo-seed";

const t = useTestApp();
let client: ApiClient;

beforeAll(async () => {
  await seedDemo(t.db, new Passwords(TEST_HASH_COST));
  client = await demoProductionClient(t.app, t.db);
});

/** The engine's state for a configuration of a sneaker's active version, through the evaluate call. */
async function evaluate(styleCode: string, input: EvaluateInput): Promise<EngineState> {
  const res = await client.post(`blueprint/${styleCode}/_/evaluate`, input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as EngineState;
}

function placement(state: EngineState, code: string): PlacementState {
  const found = state.placements.find((item) => item.code === code);
  if (!found) throw new Error(`no placement ${code}`);
  return found;
}

/** The components blocked in a placement, each with the descriptions of the rules blocking it. */
const blockedIn = (state: EngineState, code: string) =>
  Object.fromEntries(
    placement(state, code).blocked.map((item) => [item.code, item.blockedBy.map((r) => r.description)]),
  );

const COURT = "SNK-CC-100";
const TRAIL = "SNK-TR-210";
const SUEDE_UPPERS = ["BLACK", "NAVY", "RED", "SAGE", "SAND", "WHITE"].map((color) => `UPPER-SUEDE-${color}`);

/** A configuration of the court sneaker the rules accept: a white leather upper, white laces, size US 9. */
const court = (selections: Record<string, string> = {}, values: Record<string, string> = {}): EvaluateInput => ({
  selections: { UPPER: "UPPER-LEATHER-WHITE", LACES: "LACES-WHITE", "SNEAKER-MODEL": "MODEL-US-9", ...selections },
  values,
});

describe("the demo's customer rules, through the engine on the compiled demo blueprints", () => {
  it("puts each placement of the sneakers in its group, the monogram optional with a text field", async () => {
    const res = await client.get(`blueprint/${COURT}/_`);
    expect(res.status).toBe(200);
    const blueprint = res.body as Blueprint;
    expect(blueprint.production).toBe(true);
    const groups = blueprint.groups.map((group) => [group.name, group.placements.map((item) => item.code)]);
    expect(groups).toEqual([
      ["Upper", ["UPPER"]],
      ["Laces", ["LACES"]],
      ["Heel tab", ["MONOGRAM"]],
      ["Size", ["SNEAKER-MODEL"]],
    ]);
    const placements = blueprint.groups.flatMap((group) => group.placements);
    const monogram = placements.find((item) => item.code === "MONOGRAM");
    expect(monogram?.optional).toBe(true);
    expect(monogram?.fields.map((field) => [field.attribute, field.kind])).toEqual([
      ["personalization-text", "string"],
    ]);
    expect(placements.filter((item) => item.code !== "MONOGRAM").every((item) => !item.optional)).toBe(true);
    const trail = (await client.get(`blueprint/${TRAIL}/_`)).body as Blueprint;
    expect(trail.groups.map((group) => group.placements.map((item) => item.code))).toEqual([
      ["UPPER"],
      ["LACES"],
      ["SNEAKER-MODEL"],
    ]);
  });

  it("accepts a plain configuration of each sneaker", async () => {
    const state = await evaluate(COURT, court());
    expect(state.issues).toEqual([]);
    expect(state.conflicts).toEqual([]);
    const trail = await evaluate(TRAIL, {
      selections: { UPPER: "UPPER-MESH-GREY", LACES: "LACES-WHITE", "SNEAKER-MODEL": "MODEL-US-9" },
    });
    expect(trail.issues).toEqual([]);
  });

  it("BlockedIfAny: red laces block every suede upper, with the rule as the reason", async () => {
    expect(blockedIn(await evaluate(COURT, court()), "UPPER")).toEqual({});
    const state = await evaluate(COURT, court({ LACES: "LACES-RED" }));
    expect(blockedIn(state, "UPPER")).toEqual(
      Object.fromEntries(SUEDE_UPPERS.map((code) => [code, [DEMO_RULE_TEXT.redLacesSuede]])),
    );
    const refused = await evaluate(COURT, court({ LACES: "LACES-RED", UPPER: "UPPER-SUEDE-RED" }));
    expect(refused.issues).toEqual([
      { field: "selections.UPPER", message: expect.stringContaining(DEMO_RULE_TEXT.redLacesSuede) },
    ]);
  });

  it("Coded REQUIRESTRING: a monogram lettering requires its initials; no lettering, nothing required", async () => {
    expect(placement(await evaluate(COURT, court()), "MONOGRAM").requiredValues).toEqual([]);
    const state = await evaluate(COURT, court({ MONOGRAM: "MONO-SCRIPT" }));
    expect(placement(state, "MONOGRAM").requiredValues).toEqual([
      expect.objectContaining({ attribute: "personalization-text", kind: "string" }),
    ]);
    expect(state.issues).toEqual([
      { field: "values.personalization-text OF MONOGRAM", message: expect.stringContaining(DEMO_RULE_TEXT.monogram) },
    ]);
    const filled = await evaluate(
      COURT,
      court({ MONOGRAM: "MONO-SCRIPT" }, { "personalization-text OF MONOGRAM": "AM" }),
    );
    expect(filled.issues).toEqual([]);
  });

  it("Coded ANY OF with SELECT: sizes US 11 and 12 force the black laces", async () => {
    for (const size of ["MODEL-US-11", "MODEL-US-12"]) {
      const laces = placement(await evaluate(COURT, court({ "SNEAKER-MODEL": size })), "LACES");
      expect(laces.selected).toBe("LACES-BLACK");
      expect(laces.forcedBy?.description).toBe(DEMO_RULE_TEXT.largeSizes);
    }
    const smaller = placement(await evaluate(COURT, court({ "SNEAKER-MODEL": "MODEL-US-10" })), "LACES");
    expect([smaller.selected, smaller.forcedBy]).toEqual(["LACES-WHITE", null]);
    const trail = await evaluate(TRAIL, {
      selections: { UPPER: "UPPER-MESH-GREY", LACES: "LACES-WHITE", "SNEAKER-MODEL": "MODEL-US-12" },
    });
    expect(placement(trail, "LACES").selected).toBe("LACES-BLACK");
  });

  it("OnlyWhenAll: sand laces only with a sand canvas upper", async () => {
    expect(blockedIn(await evaluate(COURT, court()), "LACES")).toEqual({ "LACES-SAND": [DEMO_RULE_TEXT.sandLaces] });
    const canvas = await evaluate(COURT, court({ UPPER: "UPPER-CANVAS-SAND", LACES: "LACES-SAND" }));
    expect(blockedIn(canvas, "LACES")).toEqual({});
    expect(canvas.issues).toEqual([]);
  });

  it("the trail runner: a lime upper blocks orange laces; lime and sky laces only with a mesh upper", async () => {
    const trail = (upper: string) =>
      evaluate(TRAIL, { selections: { UPPER: upper, LACES: "LACES-WHITE", "SNEAKER-MODEL": "MODEL-US-9" } });
    expect(blockedIn(await trail("UPPER-MESH-LIME"), "LACES")).toEqual({
      "LACES-ORANGE": [DEMO_RULE_TEXT.limeOrange],
    });
    expect(blockedIn(await trail("UPPER-NUBUCK-GREY"), "LACES")).toEqual({
      "LACES-LIME": [DEMO_RULE_TEXT.reflective],
      "LACES-SKY": [DEMO_RULE_TEXT.reflective],
    });
    expect(blockedIn(await trail("UPPER-MESH-GREY"), "LACES")).toEqual({});
  });
});
