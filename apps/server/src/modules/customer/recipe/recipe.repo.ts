import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type NewRecipeRow, type RecipeRow, recipes } from "../../../db/schema/recipes";

/** The company's recipe `recipeId`, or undefined. */
export async function findRecipe(db: Db, companyId: string, recipeId: string): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.companyId, companyId), eq(recipes.id, recipeId)))
    .limit(1);
  return row;
}

/**
 * The recipe `recipeId` whatever its company: only for the public recipe host, which serves a recipe to
 * anyone holding its unguessable id (docs/decisions/server-customer-recipe-ids.md). Everything else reads
 * through findRecipe.
 */
export async function findPublicRecipe(db: Db, recipeId: string): Promise<RecipeRow | undefined> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  return row;
}

/** Whether any company has a recipe `recipeId` (ids are unique across companies). */
export async function recipeIdTaken(db: Db, recipeId: string): Promise<boolean> {
  const rows = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  return rows.length > 0;
}

/** Writes a recipe; undefined when its id was taken meanwhile (nothing written). */
export async function insertRecipe(db: Db, values: NewRecipeRow): Promise<RecipeRow | undefined> {
  const [row] = await db.insert(recipes).values(values).onConflictDoNothing({ target: recipes.id }).returning();
  return row;
}
