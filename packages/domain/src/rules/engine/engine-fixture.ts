/** Test support for the rule engine: the sneaker of docs/rules.md's worked examples, and evaluation in a call. */
import { blueprintOf, component, placement, rule } from "../../customer/blueprint.fixture";
import type { Blueprint, BlueprintRule } from "../../customer/blueprint.schema";
import type { EngineState, EvaluateInput, PlacementState } from "../../customer/evaluation.schema";
import { EvaluateInput as EvaluateInputSchema } from "../../customer/evaluation.schema";
import { prepareRuleEngine } from "./rule-engine";

/** A coded rule with a description. */
export function coded(description: string, code: string): BlueprintRule {
  return rule("Coded", { description, code });
}

/**
 * BODY: RED-BODY (red), BLUE-BODY (blue), BLACK-BODY (black); UPPER: MESH-UPPER (mesh),
 * SUEDE-UPPER (suede), LEATHER-UPPER (leather); LACES: WHITE-LACES (white), RED-LACES (red);
 * MONOGRAM (optional): INITIALS-MONOGRAM, asking for the text 'personalization-text'.
 */
export const SNEAKER_PLACEMENTS = [
  placement("BODY", [
    component("RED-BODY", { tags: ["red"] }),
    component("BLUE-BODY", { tags: ["blue"] }),
    component("BLACK-BODY", { tags: ["black"] }),
  ]),
  placement("UPPER", [
    component("MESH-UPPER", { tags: ["mesh"] }),
    component("SUEDE-UPPER", { tags: ["suede"] }),
    component("LEATHER-UPPER", { tags: ["leather"] }),
  ]),
  placement("LACES", [component("WHITE-LACES", { tags: ["white"] }), component("RED-LACES", { tags: ["red"] })]),
  placement("MONOGRAM", [component("INITIALS-MONOGRAM", { tags: ["monogram"] })], {
    optional: true,
    fields: [
      {
        attribute: "personalization-text",
        kind: "string",
        label: "Initials",
        defaultValue: null,
        maxLength: 3,
        style: {},
      },
    ],
  }),
];

export function sneaker(rules: BlueprintRule[], settings: Partial<Blueprint["settings"]> = {}): Blueprint {
  return blueprintOf(SNEAKER_PLACEMENTS, { rules, settings });
}

/** A full sneaker configuration, with some placements changed. */
export function shoe(changes: Record<string, string> = {}): Record<string, string> {
  return { BODY: "RED-BODY", UPPER: "MESH-UPPER", LACES: "WHITE-LACES", ...changes };
}

/** Prepares and evaluates in one call, parsing the input as the evaluate call does. */
export function evaluateOnce(blueprint: Blueprint, input: EvaluateInput = {}): EngineState {
  return prepareRuleEngine(blueprint).evaluate(EvaluateInputSchema.parse(input));
}

export function placementOf(state: EngineState, code: string): PlacementState {
  const found = state.placements.find((placement) => placement.code === code);
  if (!found) throw new Error(`no placement ${code} in the state`);
  return found;
}

/** The codes blocked in a placement. */
export function blockedIn(state: EngineState, code: string): string[] {
  return placementOf(state, code).blocked.map((blocked) => blocked.code);
}
