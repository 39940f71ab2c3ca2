import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type LegacyMappingHistoryRow, legacyMappingHistory } from "../../../db/schema/reference-datas";

/** The company's legacy mapping history, newest first, at most `limit` entries. */
export function listLegacyMappingHistory(db: Db, companyId: string, limit: number): Promise<LegacyMappingHistoryRow[]> {
  return db
    .select()
    .from(legacyMappingHistory)
    .where(eq(legacyMappingHistory.companyId, companyId))
    .orderBy(desc(legacyMappingHistory.createdAt), desc(legacyMappingHistory.id))
    .limit(limit);
}

export async function findLegacyMappingEntry(
  db: Db,
  companyId: string,
  historyId: string,
): Promise<LegacyMappingHistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(legacyMappingHistory)
    .where(and(eq(legacyMappingHistory.companyId, companyId), eq(legacyMappingHistory.id, historyId)))
    .limit(1);
  return row;
}

/** One upload (with its stored file) or clear (without) of the company's legacy mapping. */
export async function insertLegacyMappingEntry(
  db: Db,
  companyId: string,
  entry:
    | { action: "uploaded"; name: string; mimeType: string; size: number; storageKey: string }
    | { action: "cleared" },
  createdBy: string,
  now: Date,
): Promise<void> {
  await db.insert(legacyMappingHistory).values({ ...entry, companyId, createdBy, createdAt: now });
}
