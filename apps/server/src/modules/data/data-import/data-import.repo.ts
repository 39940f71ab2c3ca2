import { randomUUID } from "node:crypto";
import type {
  DataImportItemKind,
  DataImportItemsQuery,
  DataImportStage,
  DataImportStatus,
} from "@atelier/domain/data/data-import.schema";
import { and, asc, between, count, desc, eq, inArray, isNotNull, max, min, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { insertJsonRecords } from "../../../db/json-records";
import {
  type DataImportItemRow,
  type DataImportRow,
  dataImportItems,
  dataImports,
} from "../../../db/schema/data-imports";
import { jobs } from "../../../db/schema/jobs";

/** The most feeds a list answers. */
export const DATA_IMPORT_LIST_MAX = 100;

const scoped = (companyId: string, id: string) => and(eq(dataImports.companyId, companyId), eq(dataImports.id, id));

/** The company's feeds, newest first. */
export function listImports(db: Db, companyId: string): Promise<DataImportRow[]> {
  return db
    .select()
    .from(dataImports)
    .where(eq(dataImports.companyId, companyId))
    .orderBy(desc(dataImports.createdAt), desc(dataImports.id))
    .limit(DATA_IMPORT_LIST_MAX);
}

export async function findImport(db: Db, companyId: string, id: string, lock = false) {
  const query = db.select().from(dataImports).where(scoped(companyId, id)).limit(1);
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export type NewImport = Pick<
  DataImportRow,
  "id" | "companyId" | "name" | "mimeType" | "size" | "sourceKey" | "createdBy" | "applyAfterPlan"
>;

export async function insertImport(db: Db, values: NewImport, now: Date): Promise<DataImportRow> {
  const [row] = await db
    .insert(dataImports)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("data import insert returned no row");
  return row;
}

export type ImportChange = Partial<
  Pick<DataImportRow, "status" | "stage" | "format" | "summary" | "log" | "jobId" | "appliedAt" | "undoneAt">
>;

/**
 * Writes `change` (with a new etag) if the feed is still as read: its etag is `etag`, and its status and stage
 * among those given. Answers the row written, or undefined when none matched.
 */
export async function updateImport(
  db: Db,
  companyId: string,
  id: string,
  expect: { etag?: string; statuses?: readonly DataImportStatus[]; stages?: readonly DataImportStage[] },
  change: ImportChange,
  now: Date,
): Promise<DataImportRow | undefined> {
  const conditions = [scoped(companyId, id)];
  if (expect.etag !== undefined) conditions.push(eq(dataImports.etag, expect.etag));
  if (expect.statuses) conditions.push(inArray(dataImports.status, [...expect.statuses]));
  if (expect.stages) conditions.push(inArray(dataImports.stage, [...expect.stages]));
  const [row] = await db
    .update(dataImports)
    .set({ ...change, updatedAt: now, etag: randomUUID() })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Sets the job that runs the feed now (no change a reader sees: the etag stays). */
export async function setImportJob(db: Db, companyId: string, id: string, jobId: string): Promise<void> {
  await db.update(dataImports).set({ jobId }).where(scoped(companyId, id));
}

export type NewImportItem = typeof dataImportItems.$inferInsert;

/** Stores a chunk of planned items in one statement (every item with the same properties). */
export async function insertItems(db: Db, rows: readonly NewImportItem[]): Promise<void> {
  await insertJsonRecords(db, dataImportItems, rows);
}

/** Removes a feed's difference (a dry run that failed part-way keeps none of it). */
export async function deleteItems(db: Db, companyId: string, importId: string): Promise<void> {
  await db
    .delete(dataImportItems)
    .where(and(eq(dataImportItems.companyId, companyId), eq(dataImportItems.importId, importId)));
}

const itemFilter = (companyId: string, importId: string, query: Pick<DataImportItemsQuery, "outcome" | "kind">) =>
  and(
    eq(dataImportItems.companyId, companyId),
    eq(dataImportItems.importId, importId),
    query.outcome === undefined ? undefined : eq(dataImportItems.outcome, query.outcome),
    query.kind === undefined ? undefined : eq(dataImportItems.kind, query.kind),
  );

/** A page of the difference, in file order, and how many items match. */
export async function listItems(
  db: Db,
  companyId: string,
  importId: string,
  query: DataImportItemsQuery,
): Promise<{ rows: DataImportItemRow[]; total: number }> {
  const where = itemFilter(companyId, importId, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(dataImportItems)
      .where(where)
      .orderBy(asc(dataImportItems.index))
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(dataImportItems).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The highest item number of a feed (-1 without items): where walking its items in ranges ends. */
/** Which items a walk takes: those of an outcome, or those apply wrote. */
export type ItemChoice = { outcome: "added" | "changed" } | { applied: true };

const ofKind = (importId: string, kind: DataImportItemKind) =>
  and(eq(dataImportItems.importId, importId), eq(dataImportItems.kind, kind));

/** The first and last item numbers of a kind in a feed (a kind's items are numbered together), or null. */
export async function kindSpan(db: Db, importId: string, kind: DataImportItemKind) {
  const [row] = await db
    .select({ first: min(dataImportItems.index), last: max(dataImportItems.index) })
    .from(dataImportItems)
    .where(ofKind(importId, kind));
  return row?.first == null || row.last == null ? null : { first: row.first, last: row.last };
}

/**
 * The items of a kind and choice numbered `from` to `to` (both included), in file order: a range of the primary
 * key, so walking a feed of 100,000 items reads each row once whatever the planner knows of the table; rows of
 * other kinds or outcomes stay in the database.
 */
export function itemsInRange(
  db: Db,
  importId: string,
  kind: DataImportItemKind,
  which: ItemChoice,
  range: { from: number; to: number },
) {
  const chosen =
    "outcome" in which ? eq(dataImportItems.outcome, which.outcome) : isNotNull(dataImportItems.appliedEtag);
  return db
    .select()
    .from(dataImportItems)
    .where(and(ofKind(importId, kind), between(dataImportItems.index, range.from, range.to), chosen))
    .orderBy(asc(dataImportItems.index));
}

/** Keeps, per written item, what it was before (null when added) and the etag apply gave it: one statement. */
export async function markItemsApplied(
  db: Db,
  importId: string,
  marks: readonly { index: number; beforeRow: Record<string, unknown> | null; appliedEtag: string }[],
): Promise<void> {
  if (marks.length === 0) return;
  const indexes = marks.map((mark) => mark.index);
  // The range bounds the rows the join may read to the chunk's (the planner cannot size the JSON's rows).
  await db.execute(sql`
    update ${dataImportItems} set before_row = given.before_row, applied_etag = given.applied_etag
    from jsonb_to_recordset(${JSON.stringify(marks.map((mark) => ({ index: mark.index, before_row: mark.beforeRow, applied_etag: mark.appliedEtag })))}::jsonb)
      as given(index int, before_row jsonb, applied_etag text)
    where ${dataImportItems.importId} = ${importId} and ${dataImportItems.index} = given.index
      and ${dataImportItems.index} between ${Math.min(...indexes)} and ${Math.max(...indexes)}`);
}

/** A feed waiting for its job (Created or Running) and the newest job of the feed (none when it was deleted). */
export interface WaitingImport {
  feed: DataImportRow;
  job: Pick<typeof jobs.$inferSelect, "status" | "message"> | undefined;
}

/** The feeds waiting for a job, of one company or of all, each with its newest job (the one that runs it). */
export async function listWaitingImports(db: Db, companyId?: string): Promise<WaitingImport[]> {
  const feeds = await db
    .select()
    .from(dataImports)
    .where(
      and(
        inArray(dataImports.status, ["Created", "Running"]),
        companyId === undefined ? undefined : eq(dataImports.companyId, companyId),
      ),
    );
  if (feeds.length === 0) return [];
  const rows = await db
    .select({ feedId: jobs.relatedEntityId, status: jobs.status, message: jobs.message })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "dataImport"),
        inArray(
          jobs.relatedEntityId,
          feeds.map((feed) => feed.id),
        ),
      ),
    )
    .orderBy(asc(jobs.createdAt));
  // Oldest first: the newest job of each feed is the last one set.
  const newest = new Map(rows.map(({ feedId, ...job }) => [feedId, job]));
  return feeds.map((feed) => ({ feed, job: newest.get(feed.id) }));
}

/**
 * For each of `fileIds` (ids of `kind` in workspaces that exported catalogue files), the rows of the company the
 * company's imports matched it to (changed or unchanged) or added it as (while that import stays applied),
 * newest import first.
 */
export async function importedTargets(
  db: Db,
  companyId: string,
  kind: DataImportItemKind,
  fileIds: readonly string[],
): Promise<Map<string, string[]>> {
  const targets = new Map<string, string[]>();
  if (fileIds.length === 0) return targets;
  const rows = await db
    .select({ fileId: dataImportItems.fileId, targetId: dataImportItems.targetId })
    .from(dataImportItems)
    .innerJoin(dataImports, eq(dataImports.id, dataImportItems.importId))
    .where(
      and(
        eq(dataImportItems.companyId, companyId),
        eq(dataImportItems.kind, kind),
        inArray(dataImportItems.fileId, [...fileIds]),
        or(
          inArray(dataImportItems.outcome, ["changed", "unchanged"]),
          and(eq(dataImportItems.outcome, "added"), eq(dataImports.stage, "Applied")),
        ),
      ),
    )
    .orderBy(desc(dataImports.createdAt), desc(dataImports.id));
  for (const { fileId, targetId } of rows) {
    if (fileId === null || targetId === null) continue;
    const list = targets.get(fileId) ?? [];
    list.push(targetId);
    targets.set(fileId, list);
  }
  return targets;
}
