import { bladeKind } from "../../app/workspace/blade-kind";

/** The order area's blade kinds (spec part 3, "Order list", "Order panel", "Recipe order form"). */
export const ORDER_BLADES = {
  Orders: bladeKind("Orders", { size: "xlarge", singleton: true }),
  EditOrder: bladeKind("Order", { size: "large" }),
  EditRecipeOrder: bladeKind("Recipe Order", { size: "medium" }),
};

export type OrderBladeKind = keyof typeof ORDER_BLADES;
