import { and, asc, eq, gt, like } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { escapeLike } from "../../../db/like-pattern";
import { type AssetRow, assets } from "../../../db/schema/assets";

/** What an upload writes of an asset. */
export interface AssetValues {
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  lastModified: Date;
  updatedBy: string | null;
}

const named = (companyId: string, name: string) => and(eq(assets.companyId, companyId), eq(assets.name, name));

export async function findAsset(db: Db, companyId: string, name: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(named(companyId, name)).limit(1);
  return row;
}

/** The row of `name`, locked until the transaction ends (a concurrent upload of the same name waits). */
export async function lockAsset(db: Db, companyId: string, name: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(named(companyId, name)).limit(1).for("update");
  return row;
}

/** Stores the asset, replacing the row of the same name; answers the row written. */
export async function upsertAsset(db: Db, companyId: string, values: AssetValues): Promise<AssetRow> {
  const { name, ...rest } = values;
  const [row] = await db
    .insert(assets)
    .values({ companyId, name, ...rest })
    .onConflictDoUpdate({ target: [assets.companyId, assets.name], set: rest })
    .returning();
  if (!row) throw new Error("the asset upsert answered no row");
  return row;
}

export async function deleteAsset(db: Db, companyId: string, name: string): Promise<AssetRow | undefined> {
  const [row] = await db.delete(assets).where(named(companyId, name)).returning();
  return row;
}

/**
 * Up to `limit` assets whose names start with `prefix` (case-sensitive), after `after`, in byte order: the
 * name column is `COLLATE "C"`, so both the LIKE prefix and the order walk the primary key's index.
 */
export function listAssets(
  db: Db,
  companyId: string,
  prefix: string,
  after: string | undefined,
  limit: number,
): Promise<AssetRow[]> {
  const conditions = [eq(assets.companyId, companyId)];
  if (prefix !== "") conditions.push(like(assets.name, `${escapeLike(prefix)}%`));
  if (after !== undefined) conditions.push(gt(assets.name, after));
  return db
    .select()
    .from(assets)
    .where(and(...conditions))
    .orderBy(asc(assets.name))
    .limit(limit);
}
