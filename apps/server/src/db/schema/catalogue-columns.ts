import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, jsonb, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/**
 * The columns every editable catalogue entity shares (sites, dimensions, option definitions ...):
 * archiving sets `archived`, which takes the row out of lists, gets and uniqueness.
 */
export const catalogueEntityColumns = () => ({
  id: idColumn(),
  companyId: companyIdColumn(),
  name: text("name").notNull(),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  customAttributesJson: jsonb("custom_attributes_json")
    .$type<CustomAttributeList>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  archived: boolean("archived").notNull().default(false),
  etag: etagColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** Rows that still count: not archived (a raw predicate, so the index definition names no table). */
const notArchived: SQL = sql`archived = false`;

/**
 * The indexes of a catalogue table: `unique` (a code or a name) unique per company among non-archived
 * rows, and the list order, by name without regard to case.
 */
export function catalogueEntityIndexes(
  table: string,
  t: { companyId: AnyPgColumn; name: AnyPgColumn },
  unique: AnyPgColumn,
) {
  return [
    uniqueIndex(`${table}_company_${unique.name}_unique`).on(t.companyId, unique).where(notArchived),
    index(`${table}_company_name_idx`).on(t.companyId, sql`lower(${t.name})`).where(notArchived),
  ];
}
