import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { forgetActors } from "../../../auth/actor-cache";
import type { Db } from "../../../db/client";
import { type StorefrontKeyRow, storefrontKeys } from "../../../db/schema/storefront-keys";

/** What an administrator chooses for a key: its name and the origins whose pages may use it. */
export interface StorefrontKeyValues {
  name: string;
  allowedOrigins: string[];
}

const scoped = (companyId: string, storefrontKeyId: string) =>
  and(eq(storefrontKeys.companyId, companyId), eq(storefrontKeys.id, storefrontKeyId));

/** The company's keys, oldest first. */
export function listStorefrontKeys(db: Db, companyId: string): Promise<StorefrontKeyRow[]> {
  return db
    .select()
    .from(storefrontKeys)
    .where(eq(storefrontKeys.companyId, companyId))
    .orderBy(asc(storefrontKeys.createdAt), asc(storefrontKeys.id));
}

export async function findStorefrontKey(
  db: Db,
  companyId: string,
  storefrontKeyId: string,
): Promise<StorefrontKeyRow | undefined> {
  const [row] = await db.select().from(storefrontKeys).where(scoped(companyId, storefrontKeyId)).limit(1);
  return row;
}

export async function insertStorefrontKey(
  db: Db,
  companyId: string,
  values: StorefrontKeyValues & { keyHash: string; keyHint: string },
): Promise<StorefrontKeyRow> {
  const [row] = await db
    .insert(storefrontKeys)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("storefront key insert returned no row");
  return row;
}

/** Changes a key's name and origins if its etag is still `etag`, giving it a new one; undefined otherwise. */
export async function updateStorefrontKey(
  db: Db,
  companyId: string,
  storefrontKeyId: string,
  etag: string,
  values: StorefrontKeyValues,
): Promise<StorefrontKeyRow | undefined> {
  const [row] = await db
    .update(storefrontKeys)
    .set({ ...values, etag: randomUUID() })
    .where(and(scoped(companyId, storefrontKeyId), eq(storefrontKeys.etag, etag)))
    .returning();
  forgetActors({ storefrontKeyId });
  return row;
}

/** Removes a key if its etag is still `etag`; answers whether it did. */
export async function deleteStorefrontKey(
  db: Db,
  companyId: string,
  storefrontKeyId: string,
  etag: string,
): Promise<boolean> {
  const rows = await db
    .delete(storefrontKeys)
    .where(and(scoped(companyId, storefrontKeyId), eq(storefrontKeys.etag, etag)))
    .returning({ id: storefrontKeys.id });
  forgetActors({ storefrontKeyId });
  return rows.length > 0;
}
