import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import type { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { type componentPlacements, componentPlacementTypes } from "../../../db/schema/component-placements";
import { componentTypeDefinitions, type componentTypes } from "../../../db/schema/component-types";
import type { dimensions } from "../../../db/schema/dimensions";
import type { sites } from "../../../db/schema/sites";

// The catalogue rows a batch import reads and writes: a site, dimension or placement by code, a definition or
// type by name, live ones only; and the lists a type (its definitions) and a placement (its types) keep in
// tables of their own. Every function takes the company id and filters by it.

/** The catalogue tables an import writes. */
export type CatalogueTargetTable =
  | typeof sites
  | typeof dimensions
  | typeof componentOptionDefinitions
  | typeof componentTypes
  | typeof componentPlacements;

/** A definition of a type, as the type's fields list it (the name is the server's). */
export interface TypeDefinitionItem {
  componentOptionDefinitionId: string;
}

/** A type of a placement, as the placement's fields list it (the name is the server's). */
export interface PlacementTypeItem {
  componentTypeId: string;
  codePrefix: string;
  codeSuffix: string;
  optional: boolean;
}

const anyOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::text[])`;

const live = (table: CatalogueTargetTable, companyId: string): SQL | undefined =>
  and(eq(table.companyId, companyId), eq(table.archived, false));

/** The company's live rows of `table` whose `column` (the code, name or id) is among `values`; locked when asked. */
export async function findLiveRows<T extends CatalogueTargetTable>(
  db: Db,
  table: T,
  column: AnyPgColumn,
  companyId: string,
  values: readonly string[],
  lock = false,
): Promise<T["$inferSelect"][]> {
  if (values.length === 0) return [];
  const query = db
    .select()
    .from(table as CatalogueTargetTable)
    .where(and(live(table, companyId), anyOf(column, values)));
  return (await (lock ? query.for("update") : query)) as T["$inferSelect"][];
}

/** The ids of the company's live rows of `table` (few: read whole). */
export async function liveCatalogueIds(db: Db, table: CatalogueTargetTable, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: table.id })
    .from(table as CatalogueTargetTable)
    .where(live(table, companyId));
  return new Set(rows.map((row) => row.id));
}

const groupedBy = <T extends { ownerId: string }>(rows: readonly T[]) => {
  const lists = new Map<string, Omit<T, "ownerId">[]>();
  for (const { ownerId, ...item } of rows) {
    const list = lists.get(ownerId) ?? [];
    list.push(item);
    lists.set(ownerId, list);
  }
  return lists;
};

/** The definitions of the types (archived ones too, as the type answers them), in each type's order, by type id. */
export async function typeDefinitionLists(db: Db, companyId: string, typeIds: readonly string[]) {
  if (typeIds.length === 0) return new Map<string, TypeDefinitionItem[]>();
  const rows = await db
    .select({
      ownerId: componentTypeDefinitions.componentTypeId,
      componentOptionDefinitionId: componentTypeDefinitions.componentOptionDefinitionId,
    })
    .from(componentTypeDefinitions)
    .where(
      and(
        eq(componentTypeDefinitions.companyId, companyId),
        inArray(componentTypeDefinitions.componentTypeId, [...typeIds]),
      ),
    )
    .orderBy(asc(componentTypeDefinitions.componentTypeId), asc(componentTypeDefinitions.position));
  return groupedBy(rows);
}

/** The types of the placements (archived ones too), in each placement's order, by placement id. */
export async function placementTypeLists(db: Db, companyId: string, placementIds: readonly string[]) {
  if (placementIds.length === 0) return new Map<string, PlacementTypeItem[]>();
  const rows = await db
    .select({
      ownerId: componentPlacementTypes.componentPlacementId,
      componentTypeId: componentPlacementTypes.componentTypeId,
      codePrefix: componentPlacementTypes.codePrefix,
      codeSuffix: componentPlacementTypes.codeSuffix,
      optional: componentPlacementTypes.optional,
    })
    .from(componentPlacementTypes)
    .where(
      and(
        eq(componentPlacementTypes.companyId, companyId),
        inArray(componentPlacementTypes.componentPlacementId, [...placementIds]),
      ),
    )
    .orderBy(asc(componentPlacementTypes.componentPlacementId), asc(componentPlacementTypes.position));
  return groupedBy(rows);
}

/** A list to write for one type or placement: its id and its items, in order. */
export interface OwnedList<T> {
  id: string;
  list: readonly T[];
}

/** Makes each type's definitions the ones given, in that order. */
export async function replaceTypeDefinitionLists(
  tx: Db,
  companyId: string,
  lists: readonly OwnedList<TypeDefinitionItem>[],
) {
  if (lists.length === 0) return;
  const ids = lists.map((owned) => owned.id);
  await tx
    .delete(componentTypeDefinitions)
    .where(
      and(eq(componentTypeDefinitions.companyId, companyId), inArray(componentTypeDefinitions.componentTypeId, ids)),
    );
  const rows = lists.flatMap(({ id, list }) =>
    list.map((item, position) => ({
      companyId,
      componentTypeId: id,
      componentOptionDefinitionId: item.componentOptionDefinitionId,
      position,
    })),
  );
  if (rows.length > 0) await tx.insert(componentTypeDefinitions).values(rows);
}

/** Makes each placement's types the ones given, in that order. */
export async function replacePlacementTypeLists(
  tx: Db,
  companyId: string,
  lists: readonly OwnedList<PlacementTypeItem>[],
) {
  if (lists.length === 0) return;
  const ids = lists.map((owned) => owned.id);
  await tx
    .delete(componentPlacementTypes)
    .where(
      and(eq(componentPlacementTypes.companyId, companyId), inArray(componentPlacementTypes.componentPlacementId, ids)),
    );
  const rows = lists.flatMap(({ id, list }) =>
    list.map((item, position) => ({
      companyId,
      componentPlacementId: id,
      componentTypeId: item.componentTypeId,
      codePrefix: item.codePrefix,
      codeSuffix: item.codeSuffix,
      optional: item.optional,
      position,
    })),
  );
  if (rows.length > 0) await tx.insert(componentPlacementTypes).values(rows);
}
