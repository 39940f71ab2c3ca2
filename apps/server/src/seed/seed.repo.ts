import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/schema/companies";
import { componentGenerators } from "../db/schema/component-generators";
import { recipes } from "../db/schema/recipes";

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

/** Seed-only lookup by name: the demo companies are found by their fixed names. */
export async function findCompanyByName(db: Db, name: string) {
  const [row] = await db.select().from(companies).where(eq(companies.name, name)).limit(1);
  return row;
}

/** How many rules the package has or had (archived ones too): the seed adds rules only to a package that never had any. */
export async function countPackageRules(db: Db, companyId: string, packageId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(componentGenerators)
    .where(and(eq(componentGenerators.companyId, companyId), eq(componentGenerators.packageId, packageId)));
  return row?.n ?? 0;
}

/** How many recipes the company has: the demo recipes are saved only while it has none. */
export async function countRecipes(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes).where(eq(recipes.companyId, companyId));
  return row?.n ?? 0;
}

/** The company's recipes as the demo seed test checks them, oldest first. */
export function listRecipeSummaries(db: Db, companyId: string) {
  return db
    .select({
      id: recipes.id,
      styleCode: recipes.styleCode,
      siteCode: recipes.siteCode,
      locale: recipes.locale,
      deviceClass: recipes.deviceClass,
      parentRecipeId: recipes.parentRecipeId,
      storefrontKeyId: recipes.storefrontKeyId,
      createdAt: recipes.createdAt,
    })
    .from(recipes)
    .where(eq(recipes.companyId, companyId))
    .orderBy(asc(recipes.createdAt));
}

/** The preview keys of the company's recipes saved with a storefront key: the objects a restore may need. */
export async function listStorefrontRecipePreviewKeys(db: Db, companyId: string, storefrontKeyId: string) {
  const rows = await db
    .select({ content: recipes.content })
    .from(recipes)
    .where(and(eq(recipes.companyId, companyId), eq(recipes.storefrontKeyId, storefrontKeyId)));
  return rows.flatMap((row) => row.content.views.map((view) => view.previewKey));
}
