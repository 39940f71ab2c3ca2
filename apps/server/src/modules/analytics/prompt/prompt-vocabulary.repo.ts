import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { componentPlacements } from "../../../db/schema/component-placements";
import { products } from "../../../db/schema/products";
import { sites } from "../../../db/schema/sites";

/** How many of the newest saved recipes are read for the names of personal values. */
const RECENT_RECIPES_READ = 2000;
/** The most personal value names the vocabulary holds. */
const VALUE_NAMES_MAX = 500;

/** The company's products as a question may name them: name, style code, tags. */
export function vocabularyProducts(db: Db, companyId: string) {
  return db
    .select({ styleCode: products.styleCode, name: products.name, tags: products.tags })
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.styleCode));
}

/** The company's live sites. */
export function vocabularySites(db: Db, companyId: string) {
  return db
    .select({ code: sites.code, name: sites.name })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.archived, false)))
    .orderBy(asc(sites.code));
}

/** The company's live placements. */
export function vocabularyPlacements(db: Db, companyId: string) {
  return db
    .select({ code: componentPlacements.code, name: componentPlacements.name })
    .from(componentPlacements)
    .where(and(eq(componentPlacements.companyId, companyId), eq(componentPlacements.archived, false)))
    .orderBy(asc(componentPlacements.code));
}

const Names = z.object({ rows: z.array(z.object({ name: z.string() })) });

/** The names of personal values in the company's newest saved recipes (bounded, so it stays quick as recipes grow). */
export async function recentValueNames(db: Db, companyId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct k as name from (
      select content from recipes
      where company_id = ${companyId} and bot = false
      order by created_at desc limit ${RECENT_RECIPES_READ}
    ) r, jsonb_object_keys(r.content->'values') k
    order by 1 limit ${VALUE_NAMES_MAX}`);
  return Names.parse(result).rows.map((row) => row.name);
}
