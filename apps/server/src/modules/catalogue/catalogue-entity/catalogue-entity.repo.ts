import { randomUUID } from "node:crypto";
import { and, asc, eq, type InferInsertModel, type InferSelectModel, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";

/** A table built with `catalogueEntityColumns()`. */
export type CatalogueTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  name: AnyPgColumn;
  archived: AnyPgColumn;
  etag: AnyPgColumn;
};

/** What a write sets: the entity's own fields and the time, never its identity or stamp. */
export type CatalogueValues<T extends CatalogueTable> = Omit<
  InferInsertModel<T>,
  "id" | "companyId" | "archived" | "etag" | "createdAt" | "updatedAt"
>;

/**
 * The queries of one catalogue table. Every one is scoped to a company and sees only live (not archived)
 * rows; `unique` is the column unique among them (a code or a name).
 */
export function catalogueStore<T extends CatalogueTable>(table: T, unique: AnyPgColumn) {
  type Row = InferSelectModel<T>;
  const live = (companyId: string) => and(eq(table.companyId, companyId), eq(table.archived, false));
  // Drizzle cannot follow a generic table through its query builder: the rows are the table's own.
  const rows = (result: unknown) => result as Row[];

  async function setIfCurrent(db: Db, companyId: string, id: string, etag: string, values: object) {
    const result = await db
      .update(table)
      .set({ ...values, etag: randomUUID() } as Partial<InferInsertModel<T>>)
      .where(and(live(companyId), eq(table.id, id), eq(table.etag, etag)))
      .returning();
    return rows(result)[0];
  }

  return {
    /** Live rows by name without regard to case, then as written, then by id. */
    async list(db: Db, companyId: string): Promise<Row[]> {
      const query = db
        .select()
        .from(table as PgTable)
        .where(live(companyId))
        .orderBy(asc(sql`lower(${table.name})`), asc(table.name), asc(table.id));
      return rows(await query);
    },

    async find(db: Db, companyId: string, id: string): Promise<Row | undefined> {
      const query = db
        .select()
        .from(table as PgTable)
        .where(and(live(companyId), eq(table.id, id)))
        .limit(1);
      return rows(await query)[0];
    },

    /** Live rows whose unique column holds one of `values`. */
    async findByUnique(db: Db, companyId: string, values: readonly string[]): Promise<Row[]> {
      if (values.length === 0) return [];
      const query = db
        .select()
        .from(table as PgTable)
        .where(and(live(companyId), inArray(unique, [...values])));
      return rows(await query);
    },

    async insert(db: Db, companyId: string, values: CatalogueValues<T>, now: Date): Promise<Row> {
      const [row] = rows(
        await db
          .insert(table)
          .values({ ...values, companyId, createdAt: now, updatedAt: now } as InferInsertModel<T>)
          .returning(),
      );
      if (!row) throw new Error("catalogue insert returned no row");
      return row;
    },

    /**
     * Changes a live row only if its etag is still `etag`, giving it a new one, in one statement: of two
     * concurrent writers with the same etag exactly one wins. Answers the changed row, or undefined.
     */
    updateIfCurrent(db: Db, companyId: string, id: string, etag: string, values: CatalogueValues<T>, updatedAt: Date) {
      return setIfCurrent(db, companyId, id, etag, { ...values, updatedAt });
    },

    /** Archives a live row if its etag is still `etag`, the same way. */
    archiveIfCurrent(db: Db, companyId: string, id: string, etag: string, updatedAt: Date) {
      return setIfCurrent(db, companyId, id, etag, { archived: true, updatedAt });
    },
  };
}

export type CatalogueStore<T extends CatalogueTable> = ReturnType<typeof catalogueStore<T>>;
