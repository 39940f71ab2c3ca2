import type { Recipe, RecipeSelection } from "@atelier/domain/customer/recipe.schema";

export interface PersonalValue {
  name: string;
  value: string;
}

export interface SelectionGroup {
  selection: RecipeSelection;
  /** The personal values given for this placement. */
  values: PersonalValue[];
}

/** A personal value's key names its placement as '{attribute} OF {placement code}'. */
const OF = " OF ";

/**
 * Every placement with its chosen component and the personal values given for it, in the recipe's order;
 * values named without a placement (or for one the recipe does not choose) come apart, as `other`.
 */
export function selectionGroups(recipe: Pick<Recipe, "selections" | "values">): {
  groups: SelectionGroup[];
  other: PersonalValue[];
} {
  const groups = recipe.selections.map((selection) => ({ selection, values: [] as PersonalValue[] }));
  const byPlacement = new Map(groups.map((group) => [group.selection.placementCode, group]));
  const other: PersonalValue[] = [];
  for (const [key, raw] of Object.entries(recipe.values)) {
    const at = key.lastIndexOf(OF);
    const group = at > 0 ? byPlacement.get(key.slice(at + OF.length)) : undefined;
    if (group) group.values.push({ name: key.slice(0, at), value: String(raw) });
    else other.push({ name: key, value: String(raw) });
  }
  return { groups, other };
}
