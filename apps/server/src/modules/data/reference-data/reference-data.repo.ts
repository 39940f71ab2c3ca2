import { randomUUID } from "node:crypto";
import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { and, asc, desc, eq, getTableColumns, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type ReferenceDataFileHistoryRow,
  type ReferenceDataFileRow,
  type ReferenceDataRow,
  referenceDataFileHistory,
  referenceDataFiles,
  referenceDatas,
} from "../../../db/schema/reference-datas";

/** What an administrator writes of a reference data. */
export interface ReferenceDataValues {
  name: string;
  type: string;
  description: string;
}

/** A stored file's content as an upload leaves it. */
export interface StoredFileValues {
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
}

const scoped = (companyId: string, referenceDataId: string) =>
  and(eq(referenceDatas.companyId, companyId), eq(referenceDatas.id, referenceDataId));

/** The company's reference data (of one data type when given), by name. */
export function listReferenceDatas(
  db: Db,
  companyId: string,
  dataType: ReferenceDataType | undefined,
): Promise<ReferenceDataRow[]> {
  const where = dataType
    ? and(eq(referenceDatas.companyId, companyId), eq(referenceDatas.dataType, dataType))
    : eq(referenceDatas.companyId, companyId);
  return db.select().from(referenceDatas).where(where).orderBy(asc(referenceDatas.name), asc(referenceDatas.id));
}

export async function findReferenceData(
  db: Db,
  companyId: string,
  referenceDataId: string,
): Promise<ReferenceDataRow | undefined> {
  const [row] = await db.select().from(referenceDatas).where(scoped(companyId, referenceDataId)).limit(1);
  return row;
}

/** The company's reference data of `dataType` whose code is `type` (regardless of case), the oldest first. */
export async function findReferenceDataByCode(
  db: Db,
  companyId: string,
  dataType: ReferenceDataType,
  type: string,
  exceptId?: string,
): Promise<ReferenceDataRow | undefined> {
  const [row] = await db
    .select()
    .from(referenceDatas)
    .where(
      and(
        eq(referenceDatas.companyId, companyId),
        eq(referenceDatas.dataType, dataType),
        sql`lower(${referenceDatas.type}) = lower(${type})`,
        exceptId === undefined ? undefined : ne(referenceDatas.id, exceptId),
      ),
    )
    .orderBy(asc(referenceDatas.createdAt), asc(referenceDatas.id))
    .limit(1);
  return row;
}

/** Names of the company's reference data among `ids`, by id. */
export async function findReferenceDataNames(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: referenceDatas.id, name: referenceDatas.name })
    .from(referenceDatas)
    .where(and(eq(referenceDatas.companyId, companyId), inArray(referenceDatas.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The current files of the given reference data of the company, by name. */
export function listReferenceDataFiles(
  db: Db,
  companyId: string,
  referenceDataIds: readonly string[],
): Promise<ReferenceDataFileRow[]> {
  if (referenceDataIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(referenceDataFiles)
    .where(
      and(
        eq(referenceDataFiles.companyId, companyId),
        inArray(referenceDataFiles.referenceDataId, [...referenceDataIds]),
      ),
    )
    .orderBy(asc(referenceDataFiles.name), asc(referenceDataFiles.id));
}

/** The newest `perReferenceData` history entries of each of the given reference data, newest first. */
export async function listRecentFileHistory(
  db: Db,
  companyId: string,
  referenceDataIds: readonly string[],
  perReferenceData: number,
): Promise<ReferenceDataFileHistoryRow[]> {
  if (referenceDataIds.length === 0) return [];
  const t = referenceDataFileHistory;
  const ranked = db
    .select({
      ...getTableColumns(t),
      rank: sql<number>`row_number() over (partition by ${t.referenceDataId} order by ${t.createdAt} desc, ${t.id} desc)`.as(
        "rank",
      ),
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.referenceDataId, [...referenceDataIds])))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perReferenceData))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** The stored object of a current file or of a history entry of the reference data, by either id. */
export async function findStoredContent(
  db: Db,
  companyId: string,
  referenceDataId: string,
  fileOrHistoryId: string,
): Promise<{ name: string; mimeType: string; storageKey: string } | undefined> {
  const content = (table: typeof referenceDataFiles | typeof referenceDataFileHistory) => ({
    name: table.name,
    mimeType: table.mimeType,
    storageKey: table.storageKey,
  });
  const [file] = await db
    .select(content(referenceDataFiles))
    .from(referenceDataFiles)
    .where(
      and(
        eq(referenceDataFiles.companyId, companyId),
        eq(referenceDataFiles.referenceDataId, referenceDataId),
        eq(referenceDataFiles.id, fileOrHistoryId),
      ),
    )
    .limit(1);
  if (file) return file;
  const [entry] = await db
    .select(content(referenceDataFileHistory))
    .from(referenceDataFileHistory)
    .where(
      and(
        eq(referenceDataFileHistory.companyId, companyId),
        eq(referenceDataFileHistory.referenceDataId, referenceDataId),
        eq(referenceDataFileHistory.id, fileOrHistoryId),
        eq(referenceDataFileHistory.action, "uploaded"),
      ),
    )
    .limit(1);
  return entry;
}

/** Every object the reference data's files and history hold (each once). */
export async function listStorageKeys(db: Db, companyId: string, referenceDataId: string): Promise<string[]> {
  const where = (table: typeof referenceDataFiles | typeof referenceDataFileHistory) =>
    and(eq(table.companyId, companyId), eq(table.referenceDataId, referenceDataId));
  const files = await db
    .select({ key: referenceDataFiles.storageKey })
    .from(referenceDataFiles)
    .where(where(referenceDataFiles));
  const history = await db
    .select({ key: referenceDataFileHistory.storageKey })
    .from(referenceDataFileHistory)
    .where(where(referenceDataFileHistory));
  return [...new Set([...files, ...history].map((row) => row.key))];
}

export async function insertReferenceData(
  db: Db,
  companyId: string,
  id: string,
  dataType: ReferenceDataType,
  values: ReferenceDataValues,
  updatedBy: string,
  now: Date,
): Promise<ReferenceDataRow> {
  const [row] = await db
    .insert(referenceDatas)
    .values({ ...values, id, companyId, dataType, updatedBy, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("reference data insert returned no row");
  return row;
}

/**
 * Writes a reference data's values (those given) if its etag is still `etag` (any etag when undefined),
 * giving it a new etag (a file change gives one too: the files are part of what a save sends); undefined
 * when the etag was stale.
 */
export async function updateReferenceDataIfCurrent(
  db: Db,
  companyId: string,
  referenceDataId: string,
  etag: string | undefined,
  values: Partial<ReferenceDataValues>,
  updatedBy: string,
  now: Date,
): Promise<ReferenceDataRow | undefined> {
  const [row] = await db
    .update(referenceDatas)
    .set({ ...values, updatedBy, updatedAt: now, etag: randomUUID() })
    .where(and(scoped(companyId, referenceDataId), etag === undefined ? undefined : eq(referenceDatas.etag, etag)))
    .returning();
  return row;
}

/** Removes a reference data (its files and history with it) if its etag is still `etag`; whether it did. */
export async function deleteReferenceData(
  db: Db,
  companyId: string,
  referenceDataId: string,
  etag: string,
): Promise<boolean> {
  const rows = await db
    .delete(referenceDatas)
    .where(and(scoped(companyId, referenceDataId), eq(referenceDatas.etag, etag)))
    .returning({ id: referenceDatas.id });
  return rows.length > 0;
}

/** Adds a file (a new id) or gives an existing one (`fileId`) new content; answers its id. */
export async function putReferenceDataFile(
  db: Db,
  companyId: string,
  referenceDataId: string,
  fileId: string | undefined,
  values: StoredFileValues,
  updatedBy: string,
  now: Date,
): Promise<string> {
  if (fileId !== undefined) {
    await db
      .update(referenceDataFiles)
      .set({ ...values, updatedBy, updatedAt: now })
      .where(and(eq(referenceDataFiles.companyId, companyId), eq(referenceDataFiles.id, fileId)));
    return fileId;
  }
  const [row] = await db
    .insert(referenceDataFiles)
    .values({ ...values, companyId, referenceDataId, updatedBy, updatedAt: now })
    .returning({ id: referenceDataFiles.id });
  if (!row) throw new Error("reference data file insert returned no row");
  return row.id;
}

export async function deleteReferenceDataFiles(db: Db, companyId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .delete(referenceDataFiles)
    .where(and(eq(referenceDataFiles.companyId, companyId), inArray(referenceDataFiles.id, [...fileIds])));
}

/** One history entry: a file uploaded (its new content) or removed (its last content). */
export async function insertFileHistory(
  db: Db,
  companyId: string,
  referenceDataId: string,
  entry: StoredFileValues & { referenceDataFileId: string; action: "uploaded" | "removed" },
  createdBy: string,
  now: Date,
): Promise<void> {
  await db.insert(referenceDataFileHistory).values({ ...entry, companyId, referenceDataId, createdBy, createdAt: now });
}
