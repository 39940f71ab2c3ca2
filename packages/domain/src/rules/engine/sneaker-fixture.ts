/** The sneaker of docs/rules.md's worked examples, for the engine's tests. */
import type { Blueprint, BlueprintRule } from "../../customer/blueprint.schema";
import { blueprintOf, type PlacementSpec } from "./engine-fixture";

/**
 * BODY: RED-BODY (red), BLUE-BODY (blue), BLACK-BODY (black); UPPER: MESH-UPPER (mesh),
 * SUEDE-UPPER (suede), LEATHER-UPPER (leather); LACES: WHITE-LACES (white), RED-LACES (red);
 * MONOGRAM (optional): INITIALS-MONOGRAM, asking for the text 'personalization-text'.
 */
export const SNEAKER_PLACEMENTS: PlacementSpec[] = [
  {
    code: "BODY",
    components: [
      { code: "RED-BODY", tags: ["red"] },
      { code: "BLUE-BODY", tags: ["blue"] },
      { code: "BLACK-BODY", tags: ["black"] },
    ],
  },
  {
    code: "UPPER",
    components: [
      { code: "MESH-UPPER", tags: ["mesh"] },
      { code: "SUEDE-UPPER", tags: ["suede"] },
      { code: "LEATHER-UPPER", tags: ["leather"] },
    ],
  },
  {
    code: "LACES",
    components: [
      { code: "WHITE-LACES", tags: ["white"] },
      { code: "RED-LACES", tags: ["red"] },
    ],
  },
  {
    code: "MONOGRAM",
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
    components: [{ code: "INITIALS-MONOGRAM", tags: ["monogram"] }],
  },
];

export function sneaker(rules: BlueprintRule[], settings: Partial<Blueprint["settings"]> = {}): Blueprint {
  return blueprintOf(SNEAKER_PLACEMENTS, rules, settings);
}

/** A full sneaker configuration, with some placements changed. */
export function shoe(changes: Record<string, string> = {}): Record<string, string> {
  return { BODY: "RED-BODY", UPPER: "MESH-UPPER", LACES: "WHITE-LACES", ...changes };
}
