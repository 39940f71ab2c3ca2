import type { ConfigurationValue } from "@atelier/domain/customer/evaluation.schema";
import { and, asc, eq, gt, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recipes } from "../../../db/schema/recipes";

/** The raw recipes an export reads: saved (bots left out) from `from` up to before `until`, optionally at one site. */
export interface ExportWindow {
  from: Date;
  until: Date;
  site: string | undefined;
}

/** Where the previous batch stopped: the last recipe's time and id. */
export interface ExportCursor {
  createdAt: Date;
  id: string;
}

function windowWhere(companyId: string, window: ExportWindow): SQL | undefined {
  return and(
    eq(recipes.companyId, companyId),
    gte(recipes.createdAt, window.from),
    lt(recipes.createdAt, window.until),
    eq(recipes.bot, false),
    window.site === undefined ? undefined : eq(recipes.siteCode, window.site),
  );
}

/** How many recipes the window holds, counting no further than `atMost`. */
export async function countExportRecipes(
  db: Db,
  companyId: string,
  window: ExportWindow,
  atMost: number,
): Promise<number> {
  const bounded = db
    .select({ one: sql`1`.as("one") })
    .from(recipes)
    .where(windowWhere(companyId, window))
    .limit(atMost)
    .as("bounded");
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bounded);
  return row?.count ?? 0;
}

/** The next `take` recipes of the window after `cursor`, oldest first, with only the columns the file has. */
export function exportRecipesAfter(
  db: Db,
  companyId: string,
  window: ExportWindow,
  cursor: ExportCursor | undefined,
  take: number,
) {
  const after =
    cursor === undefined
      ? undefined
      : or(
          gt(recipes.createdAt, cursor.createdAt),
          and(eq(recipes.createdAt, cursor.createdAt), gt(recipes.id, cursor.id)),
        );
  return db
    .select({
      id: recipes.id,
      createdAt: recipes.createdAt,
      siteCode: recipes.siteCode,
      locale: recipes.locale,
      styleCode: recipes.styleCode,
      versionCode: recipes.versionCode,
      browserFamily: recipes.browserFamily,
      browserVersion: recipes.browserVersion,
      deviceClass: recipes.deviceClass,
      values: sql<Record<string, ConfigurationValue> | null>`${recipes.content} -> 'values'`,
    })
    .from(recipes)
    .where(and(windowWhere(companyId, window), after))
    .orderBy(asc(recipes.createdAt), asc(recipes.id))
    .limit(take);
}

export type ExportRecipeRow = Awaited<ReturnType<typeof exportRecipesAfter>>[number];
