import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { componentTypeDefinitions, componentTypes } from "../../../db/schema/component-types";
import { type CatalogueTable, catalogueStore } from "../catalogue-entity/catalogue-entity.repo";

/** The type's own queries (list, find, find by names, insert, update if current), live rows only. */
export const componentTypeStore = catalogueStore(componentTypes, componentTypes.name);

/** A definition of a type, in the type's order, with the definition's name. */
export interface TypeDefinitionLink {
  componentTypeId: string;
  componentOptionDefinitionId: string;
  name: string;
}

/** The ids among `ids` of live rows of the company in `table`. */
async function liveIds(db: Db, table: CatalogueTable, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows: { id: string }[] = await db
    .select({ id: sql<string>`${table.id}` })
    .from(table as PgTable)
    .where(and(eq(table.companyId, companyId), eq(table.archived, false), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The ids of the company's live types among `ids`. */
export const findComponentTypeIds = (db: Db, companyId: string, ids: readonly string[]) =>
  liveIds(db, componentTypes, companyId, ids);

/** The ids of the company's live option definitions among `ids`. */
export const findDefinitionIds = (db: Db, companyId: string, ids: readonly string[]) =>
  liveIds(db, componentOptionDefinitions, companyId, ids);

/** The definitions of the types, in each type's order; archived definitions only when asked. */
export async function listTypeDefinitions(
  db: Db,
  companyId: string,
  typeIds: readonly string[],
  options: { archived: boolean },
): Promise<TypeDefinitionLink[]> {
  if (typeIds.length === 0) return [];
  return db
    .select({
      componentTypeId: componentTypeDefinitions.componentTypeId,
      componentOptionDefinitionId: componentTypeDefinitions.componentOptionDefinitionId,
      name: componentOptionDefinitions.name,
    })
    .from(componentTypeDefinitions)
    .innerJoin(
      componentOptionDefinitions,
      eq(componentOptionDefinitions.id, componentTypeDefinitions.componentOptionDefinitionId),
    )
    .where(
      and(
        eq(componentTypeDefinitions.companyId, companyId),
        inArray(componentTypeDefinitions.componentTypeId, [...typeIds]),
        options.archived ? undefined : eq(componentOptionDefinitions.archived, false),
      ),
    )
    .orderBy(asc(componentTypeDefinitions.componentTypeId), asc(componentTypeDefinitions.position));
}

/** Makes `definitionIds` the type's definitions, in that order. */
export async function replaceTypeDefinitions(
  tx: Db,
  companyId: string,
  typeId: string,
  definitionIds: readonly string[],
): Promise<void> {
  await tx
    .delete(componentTypeDefinitions)
    .where(
      and(eq(componentTypeDefinitions.companyId, companyId), eq(componentTypeDefinitions.componentTypeId, typeId)),
    );
  if (definitionIds.length === 0) return;
  await tx.insert(componentTypeDefinitions).values(
    definitionIds.map((componentOptionDefinitionId, position) => ({
      companyId,
      componentTypeId: typeId,
      componentOptionDefinitionId,
      position,
    })),
  );
}
