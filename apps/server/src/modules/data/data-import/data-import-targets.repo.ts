import { and, eq, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { jsonRecords } from "../../../db/json-records";
import { componentOptions } from "../../../db/schema/component-options";
import { products } from "../../../db/schema/products";
import { referenceDatas } from "../../../db/schema/reference-datas";
import { sites } from "../../../db/schema/sites";
import type { CatalogueTargetTable } from "./data-import-catalogue.repo";

// The rows a batch import reads and writes in bulk: a chunk of options or products with one statement
// (docs/decisions/data-import-bulk-writes.md). Every function takes the company id and filters by it.

/** One text array parameter, however many values. */
const anyOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::text[])`;

const liveOption = (companyId: string) =>
  and(eq(componentOptions.companyId, companyId), eq(componentOptions.archived, false));

export function findOptionsByCodes(db: Db, companyId: string, codes: readonly string[]) {
  return db
    .select()
    .from(componentOptions)
    .where(and(liveOption(companyId), anyOf(componentOptions.code, codes)));
}

export function findOptionsByIds(db: Db, companyId: string, ids: readonly string[]) {
  return db
    .select()
    .from(componentOptions)
    .where(and(liveOption(companyId), anyOf(componentOptions.id, ids)))
    .for("update");
}

export function findProductsByStyleCodes(db: Db, companyId: string, codes: readonly string[]) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), anyOf(products.styleCode, codes)));
}

export function findProductsByIds(db: Db, companyId: string, ids: readonly string[]) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), anyOf(products.id, ids)))
    .for("update");
}

async function idsAmong(db: Db, table: PgTable, id: AnyPgColumn, where: SQL | undefined, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(where, anyOf(id, ids)));
  return new Set(rows.map((row) => String(row.id)));
}

/** Which of `ids` are live options, products and reference data of the company. */
export const companyOptionIds = (db: Db, companyId: string, ids: readonly string[]) =>
  idsAmong(db, componentOptions, componentOptions.id, liveOption(companyId), ids);
export const companyProductIds = (db: Db, companyId: string, ids: readonly string[]) =>
  idsAmong(db, products, products.id, eq(products.companyId, companyId), ids);
export const companyReferenceDataIds = (db: Db, companyId: string, ids: readonly string[]) =>
  idsAmong(db, referenceDatas, referenceDatas.id, eq(referenceDatas.companyId, companyId), ids);

/** The company's live site codes (few: read whole). */
export async function liveSiteCodes(db: Db, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: sites.code })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.archived, false)));
  return new Set(rows.map((row) => row.code));
}

/** The ids a statement answers (its rows, as PGlite and node-postgres both give them). */
const IdRows = z.object({ rows: z.array(z.object({ id: z.string() })) });
const idsOf = (result: unknown) => new Set(IdRows.parse(result).rows.map((row) => row.id));

/**
 * The import's tables: options and the catalogue's items are matched and written only while live; products have
 * no archived flag.
 */
export type TargetTable = typeof componentOptions | typeof products | CatalogueTargetTable;
const isArchivable = (table: TargetTable) => Object.hasOwn(getTableColumns(table), "archived");

/**
 * Writes rows in one statement, each only if it is still the one read (its etag is `expected`, and an option
 * is still live). Every record holds `id` and the same properties (`etag` the new one). Answers the ids written.
 */
export async function updateTargetsIfCurrent(
  tx: Db,
  table: TargetTable,
  companyId: string,
  records: readonly Record<string, unknown>[],
  expected: readonly { id: string; etag: string }[],
): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const { json, columns } = jsonRecords(table, records);
  const name = getTableName(table);
  const set = sql.join(
    columns
      .filter((column) => column !== "id")
      .map((column) => sql`${sql.identifier(column)} = given.${sql.identifier(column)}`),
    sql`, `,
  );
  const result = await tx.execute(sql`update ${table} set ${set}
    from json_populate_recordset(null::${table}, ${json}::json) as given,
      unnest(${sql.param(expected.map((item) => item.id))}::text[], ${sql.param(expected.map((item) => item.etag))}::text[])
        as seen(id, etag)
    where ${sql.identifier(name)}.company_id = ${companyId} and ${sql.identifier(name)}.id = given.id
      and ${sql.identifier(name)}.id = any(${sql.param(expected.map((item) => item.id))}::text[])
      and seen.id = given.id and ${sql.identifier(name)}.etag = seen.etag
      ${isArchivable(table) ? sql`and ${sql.identifier(name)}.archived = false` : sql``}
    returning ${sql.identifier(name)}.id`);
  return idsOf(result);
}

/** Which of the rows written by an import (`id`, the etag it was given) have changed since, or left the catalogue. */
export async function changedSince(
  db: Db,
  table: TargetTable,
  companyId: string,
  written: readonly { id: string; etag: string }[],
): Promise<Set<string>> {
  if (written.length === 0) return new Set();
  const name = sql.identifier(getTableName(table));
  const result = await db.execute(sql`select seen.id from
      unnest(${sql.param(written.map((item) => item.id))}::text[], ${sql.param(written.map((item) => item.etag))}::text[])
        as seen(id, etag)
      left join ${table} on ${name}.id = seen.id and ${name}.company_id = ${companyId}
    where ${name}.id is null or ${name}.etag <> seen.etag
      ${isArchivable(table) ? sql`or ${name}.archived` : sql``}`);
  return idsOf(result);
}
