import { randomUUID } from "node:crypto";
import type { Role } from "@atelier/domain/account/roles";
import { and, asc, eq } from "drizzle-orm";
import { forgetActors } from "../../../auth/actor-cache";
import type { Db } from "../../../db/client";
import { type ApiKeyRow, apiKeys } from "../../../db/schema/api-keys";

/** What a key holds besides its identity: the name and roles an administrator chose. */
export interface ApiKeyValues {
  name: string;
  roles: Role[];
}

const scoped = (companyId: string, apiKeyId: string) => and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, apiKeyId));

/** The company's keys, oldest first. */
export function listApiKeys(db: Db, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function findApiKey(db: Db, companyId: string, apiKeyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(scoped(companyId, apiKeyId)).limit(1);
  return row;
}

export async function insertApiKey(
  db: Db,
  companyId: string,
  values: ApiKeyValues & { keyHash: string },
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("api key insert returned no row");
  return row;
}

/** Changes a key's name and roles if its etag is still `etag`, giving it a new one; undefined otherwise. */
export async function updateApiKey(
  db: Db,
  companyId: string,
  apiKeyId: string,
  etag: string,
  values: ApiKeyValues,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ ...values, etag: randomUUID() })
    .where(and(scoped(companyId, apiKeyId), eq(apiKeys.etag, etag)))
    .returning();
  forgetActors({ apiKeyId });
  return row;
}

/** Removes a key if its etag is still `etag`; answers whether it did. */
export async function deleteApiKey(db: Db, companyId: string, apiKeyId: string, etag: string): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(scoped(companyId, apiKeyId), eq(apiKeys.etag, etag)))
    .returning({ id: apiKeys.id });
  forgetActors({ apiKeyId });
  return rows.length > 0;
}
