import type { PlacementOptions } from "@atelier/domain/catalogue/component-placement.schema";
import type { EnabledOptions, GeneratorParameters } from "@atelier/domain/product/component-rule.schema";

export type PlacementDefinition = PlacementOptions["definitions"][number];

/** The option ids chosen for one definition (none when the definition has no entry). */
export function selectedOf(enabled: readonly EnabledOptions[], definitionId: string): readonly string[] {
  return enabled.find((entry) => entry.componentOptionDefinitionId === definitionId)?.componentOptionIds ?? [];
}

/** The choices with one definition's option ids replaced (its entry added when it had none). */
export function withSelection(
  enabled: readonly EnabledOptions[],
  definitionId: string,
  componentOptionIds: string[],
): EnabledOptions[] {
  const entry = { componentOptionDefinitionId: definitionId, componentOptionIds };
  const index = enabled.findIndex((item) => item.componentOptionDefinitionId === definitionId);
  return index === -1 ? [...enabled, entry] : enabled.map((item, at) => (at === index ? entry : item));
}

/** The selection with one option added or taken out. */
export function toggled(selected: readonly string[], optionId: string): string[] {
  return selected.includes(optionId) ? selected.filter((id) => id !== optionId) : [...selected, optionId];
}

/**
 * 'Invert Selection' over the options in view: those shown swap between chosen and not, those the
 * filter hides keep their state (so filtering first inverts only what the user sees).
 */
export function invertShown(selected: readonly string[], shownIds: readonly string[]): string[] {
  const shown = new Set(shownIds);
  const chosen = new Set(selected);
  return [...selected.filter((id) => !shown.has(id)), ...shownIds.filter((id) => !chosen.has(id))];
}

/** The options of a definition that are chosen, in the placement's order; ids it no longer offers are left out. */
function chosenOffered(definition: PlacementDefinition, enabled: readonly EnabledOptions[]): string[] {
  const chosen = new Set(selectedOf(enabled, definition.componentOptionDefinitionId));
  return definition.componentOptions.map((option) => option.componentOptionId).filter((id) => chosen.has(id));
}

/**
 * The rule as it is saved: the chosen placement and, for each of its definitions, the chosen options
 * it offers. Choices kept from another placement are left out.
 */
export function ruleParameters(
  placementId: string,
  definitions: readonly PlacementDefinition[],
  enabled: readonly EnabledOptions[],
): GeneratorParameters {
  return {
    componentPlacements: [placementId],
    enabledOptions: definitions.map((definition) => ({
      componentOptionDefinitionId: definition.componentOptionDefinitionId,
      componentOptionIds: chosenOffered(definition, enabled),
    })),
  };
}

/** Per definition of the placement, whether it is optional and how many of its options are chosen. */
export function definitionCounts(
  definitions: readonly PlacementDefinition[],
  enabled: readonly EnabledOptions[],
): { optional: boolean; selected: number }[] {
  return definitions.map((definition) => ({
    optional: definition.optional,
    selected: chosenOffered(definition, enabled).length,
  }));
}
