import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type OrderRow, orders } from "../../../db/schema/orders";
import { type RecipeRow, recipes } from "../../../db/schema/recipes";

/**
 * The order of `recipeId` whatever its company, with its recipe (read only): the review page knows no company,
 * only the recipe id and the order's code, which the caller checks before showing anything.
 */
export async function findOrderForReview(
  db: Db,
  recipeId: string,
): Promise<{ order: OrderRow; recipe: RecipeRow } | undefined> {
  const [row] = await db
    .select({ order: orders, recipe: recipes })
    .from(orders)
    .innerJoin(recipes, eq(recipes.id, orders.recipeId))
    .where(eq(orders.recipeId, recipeId))
    .limit(1);
  return row;
}
