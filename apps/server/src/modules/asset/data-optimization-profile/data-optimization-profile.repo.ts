import { randomUUID } from "node:crypto";
import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type DataOptimizationProfileRow, dataOptimizationProfiles } from "../../../db/schema/assets";

/** What an editor writes of a profile. */
export interface ProfileValues {
  name: string;
  description: string;
  steps: OptimizationStep[];
}

const scoped = (companyId: string, profileId: string) =>
  and(eq(dataOptimizationProfiles.companyId, companyId), eq(dataOptimizationProfiles.id, profileId));

/** The company's profiles by name. */
export function listProfiles(db: Db, companyId: string): Promise<DataOptimizationProfileRow[]> {
  return db
    .select()
    .from(dataOptimizationProfiles)
    .where(eq(dataOptimizationProfiles.companyId, companyId))
    .orderBy(asc(dataOptimizationProfiles.name), asc(dataOptimizationProfiles.id));
}

/** The company's profiles as (id, name), by name: an optimisation's available methods. */
export function listProfileNames(db: Db, companyId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: dataOptimizationProfiles.id, name: dataOptimizationProfiles.name })
    .from(dataOptimizationProfiles)
    .where(eq(dataOptimizationProfiles.companyId, companyId))
    .orderBy(asc(dataOptimizationProfiles.name), asc(dataOptimizationProfiles.id));
}

export async function findProfile(
  db: Db,
  companyId: string,
  profileId: string,
): Promise<DataOptimizationProfileRow | undefined> {
  const [row] = await db.select().from(dataOptimizationProfiles).where(scoped(companyId, profileId)).limit(1);
  return row;
}

export async function findProfileByName(
  db: Db,
  companyId: string,
  name: string,
): Promise<DataOptimizationProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(dataOptimizationProfiles)
    .where(and(eq(dataOptimizationProfiles.companyId, companyId), eq(dataOptimizationProfiles.name, name)))
    .limit(1);
  return row;
}

export async function insertProfile(
  db: Db,
  companyId: string,
  values: ProfileValues,
  updatedBy: string | null,
  now: Date,
): Promise<DataOptimizationProfileRow> {
  const [row] = await db
    .insert(dataOptimizationProfiles)
    .values({ ...values, companyId, updatedBy, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("profile insert returned no row");
  return row;
}

/** Writes a profile if its etag is still `etag`, giving it a new one; undefined otherwise. */
export async function updateProfile(
  db: Db,
  companyId: string,
  profileId: string,
  etag: string,
  values: ProfileValues,
  updatedBy: string | null,
  now: Date,
): Promise<DataOptimizationProfileRow | undefined> {
  const [row] = await db
    .update(dataOptimizationProfiles)
    .set({ ...values, updatedBy, updatedAt: now, etag: randomUUID() })
    .where(and(scoped(companyId, profileId), eq(dataOptimizationProfiles.etag, etag)))
    .returning();
  return row;
}

/** Removes a profile if its etag is still `etag` (optimisations that chose it keep their steps); answers whether it did. */
export async function deleteProfile(db: Db, companyId: string, profileId: string, etag: string): Promise<boolean> {
  const rows = await db
    .delete(dataOptimizationProfiles)
    .where(and(scoped(companyId, profileId), eq(dataOptimizationProfiles.etag, etag)))
    .returning({ id: dataOptimizationProfiles.id });
  return rows.length > 0;
}
