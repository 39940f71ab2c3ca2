import type { Blueprint, BlueprintView } from "@atelier/domain/customer/blueprint.schema";
import type { ConfigurationValue, EngineState } from "@atelier/domain/customer/evaluation.schema";
import type { RecipeSelection } from "@atelier/domain/customer/recipe.schema";
import { indexCatalogue } from "@atelier/domain/rules/engine/catalogue-index";
import { normalizeValues, soleFieldPlacements, valueKey } from "@atelier/domain/rules/engine/values";

/**
 * What a recipe keeps of an accepted configuration, worked out from the blueprint and the engine's state
 * (pure: the service adds the previews, the price and the row).
 */

/** The component the rules left in each placement (the customer's or a forced one), in the blueprint's order. */
export function recipeSelections(blueprint: Blueprint, state: EngineState): RecipeSelection[] {
  const chosen = new Map(state.placements.map((placement) => [placement.code, placement.selected]));
  return blueprint.groups.flatMap((group) =>
    group.placements.flatMap((placement) => {
      const code = chosen.get(placement.code);
      const component = placement.components.find((candidate) => candidate.code === code);
      if (component === undefined) return [];
      return [
        {
          placementCode: placement.code,
          placementName: placement.name,
          componentCode: component.code,
          placementIndependentCode: component.placementIndependentCode,
          componentName: component.name,
        },
      ];
    }),
  );
}

/** Placement code to component code, as the price and the view layers take the selections. */
export function selectionMap(selections: readonly RecipeSelection[]): Record<string, string> {
  return Object.fromEntries(selections.map((selection) => [selection.placementCode, selection.componentCode]));
}

/**
 * The personal values, keyed '{attribute} OF {placement code}': the defaults of the fields of the chosen
 * placements, then the customer's values (an attribute alone given its one placement), then the values the
 * rules SET.
 */
export function recipeValues(
  blueprint: Blueprint,
  selections: readonly RecipeSelection[],
  values: Readonly<Record<string, ConfigurationValue>>,
  state: EngineState,
): Record<string, ConfigurationValue> {
  const chosen = new Set(selections.map((selection) => selection.placementCode));
  const result: Record<string, ConfigurationValue> = {};
  for (const placement of blueprint.groups.flatMap((group) => group.placements)) {
    if (!chosen.has(placement.code)) continue;
    for (const field of placement.fields) {
      if (field.defaultValue !== null) result[valueKey(field.attribute, placement.code)] = field.defaultValue;
    }
  }
  const sole = soleFieldPlacements(indexCatalogue(blueprint));
  for (const [key, value] of normalizeValues(values, sole)) result[key] = value;
  return { ...result, ...state.values };
}

/** The code a view's preview is addressed by: its code, or its id when it has none. */
export function recipeViewCode(view: BlueprintView): string {
  return view.code === "" ? view.imageViewId : view.code;
}
