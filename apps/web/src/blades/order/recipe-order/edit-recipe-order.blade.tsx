import type { BladeProps } from "../../../app/workspace/blade-types";
import { RecipeOrderForm } from "./recipe-order-form";

/** EditRecipeOrder: adds an order by recipe id ('Track a recipe'). */
export function EditRecipeOrderBlade({ blade }: BladeProps) {
  return <RecipeOrderForm blade={blade} />;
}
