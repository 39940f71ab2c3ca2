import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

// Bulk writes of many rows as one JSON parameter (docs/decisions/data-import-bulk-writes.md): the database
// reads the records with json_populate_recordset, so a statement costs one parameter however many rows it
// writes, where the query builder would bind and check every value of every row.

/**
 * Rows by property name (as Drizzle names columns) to one JSON text of records by column name, dates as ISO
 * text; the columns are the first record's properties (every record has the same ones).
 */
export function jsonRecords(table: PgTable, records: readonly Record<string, unknown>[]) {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const names = Object.keys(records[0] ?? {});
  const columnOf = (name: string) => {
    const column = columns[name];
    if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
    return column.name;
  };
  const json = records.map((record) =>
    Object.fromEntries(
      names.map((name) => {
        const value = record[name];
        return [columnOf(name), value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  return { json: JSON.stringify(json), columns: names.map(columnOf) };
}

/** Inserts rows (every record with the same properties, ids included) in one statement. */
export async function insertJsonRecords(tx: Db, table: PgTable, records: readonly Record<string, unknown>[]) {
  if (records.length === 0) return;
  const { json, columns } = jsonRecords(table, records);
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${table} (${list})
    select ${list} from json_populate_recordset(null::${table}, ${json}::json)`);
}
