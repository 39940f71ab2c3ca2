import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { componentOptions } from "../../../db/schema/component-options";
import { componentPlacements, componentPlacementTypes } from "../../../db/schema/component-placements";
import { componentTypes } from "../../../db/schema/component-types";
import { catalogueStore } from "../catalogue-entity/catalogue-entity.repo";

/** The placement's own queries (list, find, find by codes, insert, update if current), live rows only. */
export const componentPlacementStore = catalogueStore(componentPlacements, componentPlacements.code);

/** A type a placement takes, in the placement's order, with the type's name. */
export interface PlacementTypeLink {
  componentPlacementId: string;
  componentTypeId: string;
  name: string;
  codePrefix: string;
  codeSuffix: string;
  optional: boolean;
}

/** The types of the placements, in each placement's order; archived types only when asked. */
export async function listPlacementTypes(
  db: Db,
  companyId: string,
  placementIds: readonly string[],
  options: { archived: boolean },
): Promise<PlacementTypeLink[]> {
  if (placementIds.length === 0) return [];
  return db
    .select({
      componentPlacementId: componentPlacementTypes.componentPlacementId,
      componentTypeId: componentPlacementTypes.componentTypeId,
      name: componentTypes.name,
      codePrefix: componentPlacementTypes.codePrefix,
      codeSuffix: componentPlacementTypes.codeSuffix,
      optional: componentPlacementTypes.optional,
    })
    .from(componentPlacementTypes)
    .innerJoin(componentTypes, eq(componentTypes.id, componentPlacementTypes.componentTypeId))
    .where(
      and(
        eq(componentPlacementTypes.companyId, companyId),
        inArray(componentPlacementTypes.componentPlacementId, [...placementIds]),
        options.archived ? undefined : eq(componentTypes.archived, false),
      ),
    )
    .orderBy(asc(componentPlacementTypes.componentPlacementId), asc(componentPlacementTypes.position));
}

/** Makes `types` the placement's types, in that order. */
export async function replacePlacementTypes(
  tx: Db,
  companyId: string,
  placementId: string,
  types: readonly Omit<PlacementTypeLink, "componentPlacementId" | "name">[],
): Promise<void> {
  await tx
    .delete(componentPlacementTypes)
    .where(
      and(
        eq(componentPlacementTypes.companyId, companyId),
        eq(componentPlacementTypes.componentPlacementId, placementId),
      ),
    );
  if (types.length === 0) return;
  await tx
    .insert(componentPlacementTypes)
    .values(types.map((type, position) => ({ ...type, companyId, componentPlacementId: placementId, position })));
}

/** The live options of the definitions, in the option list's order (explicit order, then at the end, by code in natural order). */
export async function listDefinitionOptions(db: Db, companyId: string, definitionIds: readonly string[]) {
  if (definitionIds.length === 0) return [];
  return db
    .select({
      componentOptionDefinitionId: sql<string>`${componentOptions.componentOptionDefinitionId}`,
      componentOptionId: componentOptions.id,
      code: componentOptions.code,
      name: componentOptions.name,
    })
    .from(componentOptions)
    .where(
      and(
        eq(componentOptions.companyId, companyId),
        eq(componentOptions.archived, false),
        inArray(componentOptions.componentOptionDefinitionId, [...definitionIds]),
      ),
    )
    .orderBy(
      asc(componentOptions.orderListEnd),
      asc(componentOptions.explicitOrder),
      asc(sql`${componentOptions.codeSortKey} collate "C"`),
      asc(sql`${componentOptions.code} collate "C"`),
    );
}
