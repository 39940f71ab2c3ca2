import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";

/** The typed links of the order area's blades: an order is known by its recipe id. */
export const orderLinks = {
  orders: (): BladeLink => bladeLink("Orders", "list"),
  order: ({ recipeId }: { recipeId: string }): BladeLink => bladeLink("EditOrder", "edit", recipeId),
  /** 'Track a recipe': the Recipe order form, adding an order by recipe id. */
  trackRecipe: (): BladeLink => bladeLink("EditRecipeOrder", "new"),
};
