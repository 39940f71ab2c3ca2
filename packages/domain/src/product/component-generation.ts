import type { PlacementUsage } from "../catalogue/component-placement.schema";
import type { PartCodeSequence } from "../catalogue/component-type.schema";
import type { CustomAttributeList } from "../shared/custom-attribute.schema";
import { compileCodes } from "./component-generation-part-code";

/**
 * What a component rule generates (spec part 2, "Component rules (generators) of a package", 3 and 5):
 * one component per combination of the options it selects for the definitions of its placement.
 * See docs/decisions/domain-component-generation.md.
 */

/** A rule generates at most this many components, so one save stays a few seconds of work. */
export const MAX_COMPONENTS_PER_RULE = 250_000;

/**
 * How many components a rule defines: the product of the selected option counts per definition. An
 * optional definition with none selected is left out (counts as 1); a required one with none makes it
 * 0, and so does a rule with no definition selected at all (there is nothing to combine).
 */
export function componentCount(definitions: readonly { optional: boolean; selected: number }[]): number {
  let count = 1;
  let combined = false;
  for (const { optional, selected } of definitions) {
    if (selected > 0) {
      count *= selected;
      combined = true;
    } else if (!optional) return 0;
  }
  return combined ? count : 0;
}

/** An option a rule selected, with what part codes read of it. */
export interface GenerationOption {
  componentOptionId: string;
  code: string;
  customAttributesJson: CustomAttributeList;
}

/** A definition of the placement, with the options the rule selected for it (none when left out). */
export interface GenerationDefinition {
  componentOptionDefinitionId: string;
  optional: boolean;
  options: readonly GenerationOption[];
}

/** A type the placement takes, in the placement's order: its association's prefix and suffix and the type's format. */
export interface GenerationType {
  codePrefix: string;
  codeSuffix: string;
  /** The type's (live) definitions, in the type's order. */
  definitionIds: readonly string[];
  partCodeFormat: readonly PartCodeSequence[];
}

export interface GenerationPlacement {
  code: string;
  name: string;
  usage: PlacementUsage;
  types: readonly GenerationType[];
}

/** A component a rule generates. */
export interface GeneratedComponent {
  /** The option ids, sorted, joined by ',': the component's identity within its rule. */
  optionKey: string;
  /** The option ids in the placement's definition order. */
  optionIds: string[];
  code: string;
  placementIndependentCode: string;
  usage: PlacementUsage;
}

/** The count of `definitions` as componentCount reads it. */
export function countOf(definitions: readonly GenerationDefinition[]): number {
  return componentCount(
    definitions.map((definition) => ({ optional: definition.optional, selected: definition.options.length })),
  );
}

/**
 * The components of a rule, one per combination of the selected options (the last definition varying
 * fastest), made one at a time so large rules never build big intermediate arrays. Nothing when
 * `countOf(definitions)` is 0.
 */
export function* generateComponents(
  placement: GenerationPlacement,
  definitions: readonly GenerationDefinition[],
): Generator<GeneratedComponent> {
  if (countOf(definitions) === 0) return;
  const combined = definitions.filter((definition) => definition.options.length > 0);
  const codes = compileCodes(placement, combined);
  const ids = combined.map((definition) => definition.options.map((option) => option.componentOptionId));
  const indexes = combined.map(() => 0);
  for (;;) {
    const optionIds = ids.map((list, at) => list[indexes[at] ?? 0] ?? "");
    yield {
      optionKey: [...optionIds].sort().join(","),
      optionIds,
      code: codes.code(indexes),
      placementIndependentCode: codes.placementIndependentCode(indexes),
      usage: placement.usage,
    };
    // The next combination: count up like an odometer; done when every wheel has turned over.
    let wheel = combined.length - 1;
    while (wheel >= 0) {
      const next = (indexes[wheel] ?? 0) + 1;
      if (next < (ids[wheel]?.length ?? 0)) {
        indexes[wheel] = next;
        break;
      }
      indexes[wheel] = 0;
      wheel--;
    }
    if (wheel < 0) return;
  }
}
