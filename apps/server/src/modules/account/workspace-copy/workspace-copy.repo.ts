import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { companies } from "../../../db/schema/companies";
import { jobs } from "../../../db/schema/jobs";
import { type IdMap, remapIds } from "./id-remap";
import type { CopiedRow, CopyStep } from "./workspace-copy-plan.repo";

/** The columns a copy reads by name: every table of the plan has company_id; most have id and etag. */
function columnsOf(table: PgTable) {
  const byName = new Map(getTableConfig(table).columns.map((column) => [column.name, column]));
  const companyId = byName.get("company_id");
  if (!companyId) throw new Error(`${getTableConfig(table).name} has no company_id`);
  return { companyId, id: byName.get("id"), hasEtag: byName.has("etag") };
}

/**
 * Removes up to `limit` rows of the company from the table, in one statement of its own (the copy commits
 * in parts); answers how many. Rows are picked by their physical address, so link tables without an id too.
 */
export async function deleteCompanyRows(db: Db, table: PgTable, companyId: string, limit: number): Promise<number> {
  const { companyId: owner } = columnsOf(table);
  const some = sql`ctid in (select ctid from ${table} where ${owner} = ${companyId} limit ${limit})`;
  const removed = await db.delete(table).where(some).returning({ one: sql<number>`1` });
  return removed.length;
}

/** The ids of the company's rows of the table (none for a table without an id column). */
export async function listRowIds(tx: Db, table: PgTable, companyId: string): Promise<string[]> {
  const { companyId: owner, id } = columnsOf(table);
  if (!id) return [];
  const rows = await tx
    .select({ id: sql<string>`${id}` })
    .from(table)
    .where(eq(owner, companyId));
  return rows.map((row) => row.id);
}

/**
 * The company's rows of the table as JSON: those with the given ids (found through the primary key), or all
 * of them. A table without an id column always comes whole (such link tables are small).
 */
export async function readRows(
  tx: Db,
  table: PgTable,
  companyId: string,
  ids?: readonly string[],
): Promise<CopiedRow[]> {
  const { companyId: owner, id } = columnsOf(table);
  const only = id && ids ? inArray(id, [...ids]) : undefined;
  const rows = await tx
    .select({ row: sql<CopiedRow>`to_jsonb(${table})` })
    .from(table)
    .where(and(eq(owner, companyId), only));
  return rows.map((item) => item.row);
}

/**
 * Inserts copies of source rows into the target company: every id the map knows replaced (columns and
 * deep in JSON), the company changed, a fresh etag. The self reference is left empty and answered as
 * (new id, referenced new id) pairs for `setSelfReferences`, so a row may come before the one it names.
 */
export async function insertCopies(
  tx: Db,
  step: CopyStep,
  rows: readonly CopiedRow[],
  target: { companyId: string; ids: IdMap },
): Promise<{ id: string; ref: string }[]> {
  const { hasEtag } = columnsOf(step.table);
  const selfReference = step.selfReference?.name;
  const references: { id: string; ref: string }[] = [];
  const copies = rows.map((row) => {
    const remapped = remapIds(row, target.ids);
    const copy = step.rewrite ? step.rewrite(remapped, target.ids) : remapped;
    copy.company_id = target.companyId;
    if (hasEtag) copy.etag = randomUUID();
    const ref = selfReference === undefined ? null : copy[selfReference];
    if (selfReference !== undefined && typeof ref === "string") {
      references.push({ id: String(copy.id), ref });
      copy[selfReference] = null;
    }
    return copy;
  });
  if (copies.length > 0) {
    await tx.execute(
      sql`insert into ${step.table} select * from json_populate_recordset(null::${step.table}, ${JSON.stringify(copies)}::json)`,
    );
  }
  return references;
}

/** Sets the self reference of the rows named in `references` (see insertCopies). */
export async function setSelfReferences(
  tx: Db,
  step: CopyStep,
  companyId: string,
  references: readonly { id: string; ref: string }[],
): Promise<void> {
  const column = step.selfReference;
  const { id } = columnsOf(step.table);
  if (!column || !id || references.length === 0) return;
  const ids = sql.param(references.map((item) => item.id));
  const refs = sql.param(references.map((item) => item.ref));
  await tx.execute(sql`
    update ${step.table} set ${sql.identifier(column.name)} = given.ref
    from unnest(${ids}::text[], ${refs}::text[]) as given(id, ref)
    where ${step.table}.company_id = ${companyId} and ${step.table}.id = given.id`);
}

/** Makes copies into the company take turns from here to the end of the transaction (readers are not held). */
export async function lockCompanyForCopy(tx: Db, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("no key update");
}

/** Whether a copy into the company (from any company) is queued or running. */
export async function hasUnfinishedCopyInto(tx: Db, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "copyInstance"),
        inArray(jobs.status, ["NotYetRunning", "Running"]),
        sql`${jobs.input}->>'instanceId' = ${companyId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
