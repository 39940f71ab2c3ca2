import { randomUUID } from "node:crypto";
import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CompanyDataRow, companyData } from "../../../db/schema/company-settings";

interface WriteStamp {
  at: Date;
  by: string | null;
}

export async function findCompanyData(db: Db, companyId: string): Promise<CompanyDataRow | undefined> {
  const [row] = await db.select().from(companyData).where(eq(companyData.companyId, companyId)).limit(1);
  return row;
}

/** The company's first save: its row, or undefined when another save made it first. */
export async function insertCompanyData(
  db: Db,
  companyId: string,
  customAttributesJson: CustomAttributeList,
  stamp: WriteStamp,
): Promise<CompanyDataRow | undefined> {
  const [row] = await db
    .insert(companyData)
    .values({ companyId, customAttributesJson, etag: randomUUID(), updatedAt: stamp.at, updatedBy: stamp.by })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Writes the list if the etag is still `etag`, with a new one; undefined otherwise. */
export async function updateCompanyData(
  db: Db,
  companyId: string,
  etag: string,
  customAttributesJson: CustomAttributeList,
  stamp: WriteStamp,
): Promise<CompanyDataRow | undefined> {
  const [row] = await db
    .update(companyData)
    .set({ customAttributesJson, etag: randomUUID(), updatedAt: stamp.at, updatedBy: stamp.by })
    .where(and(eq(companyData.companyId, companyId), eq(companyData.etag, etag)))
    .returning();
  return row;
}
