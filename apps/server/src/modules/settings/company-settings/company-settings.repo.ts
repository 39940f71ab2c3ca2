import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CompanySettingsRow, companySettings } from "../../../db/schema/company-settings";

/** What a save writes: the fields, and the sealed password unless it is kept (undefined). */
export interface CompanySettingsValues {
  recipeCss: string;
  blockedRecipeAttributes: string[];
  recipeSftpHost: string;
  recipeSftpPath: string;
  recipeSftpUser: string;
  recipeSftpPasswordEncrypted?: string | null;
}

interface WriteStamp {
  at: Date;
  by: string | null;
}

export async function findCompanySettings(db: Db, companyId: string): Promise<CompanySettingsRow | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId)).limit(1);
  return row;
}

/** The company's first save: its row, or undefined when another save made it first. */
export async function insertCompanySettings(
  db: Db,
  companyId: string,
  values: CompanySettingsValues,
  stamp: WriteStamp,
): Promise<CompanySettingsRow | undefined> {
  const [row] = await db
    .insert(companySettings)
    .values({ ...values, companyId, etag: randomUUID(), updatedAt: stamp.at, updatedBy: stamp.by })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Writes the values if the etag is still `etag`, with a new one; undefined otherwise. */
export async function updateCompanySettings(
  db: Db,
  companyId: string,
  etag: string,
  values: CompanySettingsValues,
  stamp: WriteStamp,
): Promise<CompanySettingsRow | undefined> {
  const [row] = await db
    .update(companySettings)
    .set({ ...values, etag: randomUUID(), updatedAt: stamp.at, updatedBy: stamp.by })
    .where(and(eq(companySettings.companyId, companyId), eq(companySettings.etag, etag)))
    .returning();
  return row;
}
