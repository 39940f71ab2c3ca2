import { randomUUID } from "node:crypto";
import { naturalSortKey } from "@atelier/domain/shared/natural-order";
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import {
  type ComponentOptionRow,
  componentOptions,
  type NewComponentOptionRow,
} from "../../../db/schema/component-options";

/** What a write stores: every column but identity, company, etag, creation time and the code's sort key. */
export type OptionWriteValues = Omit<NewComponentOptionRow, "id" | "companyId" | "etag" | "createdAt" | "codeSortKey">;

/** The values with the sort key of their code, when they set one. */
const withSortKey = <V extends { code?: string | undefined }>(values: V) =>
  values.code === undefined ? values : { ...values, codeSortKey: naturalSortKey(values.code) };

export interface OptionFilter {
  /** Only the options based on this definition. */
  componentOptionDefinitionId?: string | undefined;
}

/** The columns option lists show (settings left out: a list of 100,000 would carry them all). */
const summaryColumns = {
  id: componentOptions.id,
  etag: componentOptions.etag,
  componentOptionDefinitionId: componentOptions.componentOptionDefinitionId,
  code: componentOptions.code,
  name: componentOptions.name,
  description: componentOptions.description,
  tags: componentOptions.tags,
  explicitOrder: componentOptions.explicitOrder,
  orderListEnd: componentOptions.orderListEnd,
  inactive: componentOptions.inactive,
};
export type OptionSummaryRow = Pick<ComponentOptionRow, keyof typeof summaryColumns>;

/** The company's non-archived options (of one definition, when the filter says so). */
function whereOf(companyId: string, filter: OptionFilter): SQL | undefined {
  return and(
    eq(componentOptions.companyId, companyId),
    eq(componentOptions.archived, false),
    filter.componentOptionDefinitionId === undefined
      ? undefined
      : eq(componentOptions.componentOptionDefinitionId, filter.componentOptionDefinitionId),
  );
}

/** One id array parameter, however many ids (a reorder or an export may hold 100,000). */
const anyOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::text[])`;

/**
 * The list order: options with an explicit order first (lowest first), then those without, then those put
 * at the end of the list; ties by code in natural order (domain natural-order.ts, through the stored sort key),
 * the same on every database (the indexes hold it).
 */
export const OPTION_LIST_ORDER = [
  asc(componentOptions.orderListEnd),
  asc(componentOptions.explicitOrder),
  asc(sql`${componentOptions.codeSortKey} collate "C"`),
  asc(sql`${componentOptions.code} collate "C"`),
];

export async function listOptionSummaries(
  db: Db,
  companyId: string,
  filter: OptionFilter,
  take: number,
): Promise<OptionSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(componentOptions)
    .where(whereOf(companyId, filter))
    .orderBy(...OPTION_LIST_ORDER)
    .limit(take);
}

/** Every non-archived option of the company, in list order (the filter index reads them all). */
export async function listAllOptionSummaries(db: Db, companyId: string): Promise<OptionSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(componentOptions)
    .where(whereOf(companyId, {}))
    .orderBy(...OPTION_LIST_ORDER);
}

export async function countOptions(db: Db, companyId: string, filter: OptionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(componentOptions).where(whereOf(companyId, filter));
  return row?.n ?? 0;
}

/** A non-archived option of the company. */
export async function findOption(db: Db, companyId: string, optionId: string): Promise<ComponentOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(componentOptions)
    .where(and(whereOf(companyId, {}), eq(componentOptions.id, optionId)))
    .limit(1);
  return row;
}

/** Whether another non-archived option of the company (not `exceptId`) holds `code`. */
export async function isCodeTaken(db: Db, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: componentOptions.id })
    .from(componentOptions)
    .where(
      and(
        whereOf(companyId, {}),
        eq(componentOptions.code, code),
        exceptId === undefined ? undefined : ne(componentOptions.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `definitionId` is a non-archived option definition of the company. */
export async function isCompanyDefinition(db: Db, companyId: string, definitionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: componentOptionDefinitions.id })
    .from(componentOptionDefinitions)
    .where(
      and(
        eq(componentOptionDefinitions.companyId, companyId),
        eq(componentOptionDefinitions.id, definitionId),
        eq(componentOptionDefinitions.archived, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertOption(db: Db, companyId: string, values: OptionWriteValues): Promise<ComponentOptionRow> {
  const [row] = await db
    .insert(componentOptions)
    .values({ ...values, codeSortKey: naturalSortKey(values.code), companyId })
    .returning();
  if (!row) throw new Error("component option insert returned no row");
  return row;
}

/**
 * Changes a non-archived option only if its etag is still `etag`, giving it a new one, in one statement: of
 * two concurrent writers with the same etag exactly one wins. Answers the changed row, or undefined.
 */
export async function updateOptionIfCurrent(
  db: Db,
  companyId: string,
  optionId: string,
  etag: string,
  values: Partial<OptionWriteValues>,
): Promise<ComponentOptionRow | undefined> {
  const [row] = await db
    .update(componentOptions)
    .set({ ...withSortKey(values), etag: randomUUID() })
    .where(and(whereOf(companyId, {}), eq(componentOptions.id, optionId), eq(componentOptions.etag, etag)))
    .returning();
  return row;
}

export interface OptionPlace {
  componentOptionId: string;
  etag: string;
  explicitOrder: number | null;
  orderAtEnd: boolean;
}

/**
 * Writes the places of many options in one statement, each only if its etag is still the one given.
 * Answers the ids of the options changed (fewer than given when an etag was stale or an id unknown).
 */
export async function updatePlacesIfCurrent(
  db: Db,
  companyId: string,
  places: readonly OptionPlace[],
  stamp: { updatedAt: Date; updatedBy: string | null },
): Promise<string[]> {
  const given = sql`unnest(
    ${sql.param(places.map((place) => place.componentOptionId))}::text[],
    ${sql.param(places.map((place) => place.etag))}::text[],
    ${sql.param(places.map((place) => place.explicitOrder))}::int[],
    ${sql.param(places.map((place) => place.orderAtEnd))}::boolean[]
  ) AS given(id, etag, explicit_order, order_at_end)`;
  const rows = await db
    .update(componentOptions)
    .set({
      explicitOrder: sql`given.explicit_order`,
      orderListEnd: sql`given.order_at_end`,
      etag: sql`gen_random_uuid()::text`,
      ...stamp,
    })
    .from(given)
    .where(
      and(whereOf(companyId, {}), sql`${componentOptions.id} = given.id`, sql`${componentOptions.etag} = given.etag`),
    )
    .returning({ id: componentOptions.id });
  return rows.map((row) => row.id);
}

/** How many of `optionIds` are non-archived options of the company. */
export async function countCompanyOptions(db: Db, companyId: string, optionIds: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(componentOptions)
    .where(and(whereOf(companyId, {}), anyOf(componentOptions.id, optionIds)));
  return row?.n ?? 0;
}

/** The summaries of the company's options among `optionIds`, in list order. */
export async function findOptionSummaries(
  db: Db,
  companyId: string,
  optionIds: readonly string[],
): Promise<OptionSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(componentOptions)
    .where(and(whereOf(companyId, {}), anyOf(componentOptions.id, optionIds)))
    .orderBy(...OPTION_LIST_ORDER);
}

/** The company's non-archived options holding any of `codes`, in no particular order. */
export async function findOptionsByCodes(
  db: Db,
  companyId: string,
  codes: readonly string[],
): Promise<ComponentOptionRow[]> {
  return db
    .select()
    .from(componentOptions)
    .where(and(whereOf(companyId, {}), anyOf(componentOptions.code, codes)));
}

/** The company's live options that have custom attributes: id, name (the code when unnamed) and the list. */
export function listOptionAttributeLists(
  db: Db,
  companyId: string,
): Promise<{ id: string; name: string; attributes: unknown }[]> {
  const list = sql`${componentOptions.settings}->'customAttributesJson'`;
  return db
    .select({
      id: componentOptions.id,
      name: sql<string>`coalesce(nullif(${componentOptions.name}, ''), ${componentOptions.code})`,
      attributes: sql<unknown>`${list}`,
    })
    .from(componentOptions)
    .where(
      and(
        eq(componentOptions.companyId, companyId),
        eq(componentOptions.archived, false),
        sql`jsonb_typeof(${list}) = 'array' and jsonb_array_length(${list}) > 0`,
      ),
    );
}
