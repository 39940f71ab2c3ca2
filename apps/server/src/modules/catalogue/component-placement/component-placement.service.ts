import {
  COMPONENT_PLACEMENT_EXPORT_FORMAT,
  type ComponentPlacementExportDocument,
  type ComponentPlacementFields,
  type PlacementOptions,
} from "@atelier/domain/catalogue/component-placement.schema";
import type { GenerationType } from "@atelier/domain/product/component-generation";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ComponentPlacementRow } from "../../../db/schema/component-placements";
import type { AppDeps } from "../../../deps";
import type { ModelState } from "../../../errors/app-error";
import { AppError } from "../../../errors/app-error";
import type { CatalogueDeps } from "../catalogue-entity/catalogue-entity.service";
import { findOrNotFound, groupBy, referenceErrors } from "../catalogue-entity/catalogue-item";
import { typePartCodeFormats } from "../catalogue-entity/catalogue-lookup.service";
import { linkedCatalogueService } from "../catalogue-entity/linked-catalogue.service";
import { liveTypeDefinitions, liveTypeIds } from "../component-type/component-type.service";
import { toComponentPlacementDto } from "./component-placement.dto";
import {
  componentPlacementStore,
  listDefinitionOptions,
  listPlacementTypes,
  replacePlacementTypes,
} from "./component-placement.repo";
import { COMPONENT_PLACEMENT_MESSAGES } from "./component-placement-messages";

type PlacementFields = z.output<typeof ComponentPlacementFields>;

/** The types must be live types of the company, each once. */
async function checkReferences(db: Db, companyId: string, fields: PlacementFields): Promise<ModelState> {
  const ids = fields.componentTypes.map((type) => type.componentTypeId);
  return referenceErrors(
    ids,
    await liveTypeIds(db, companyId, ids),
    (index) => `componentTypes.${index}.componentTypeId`,
    { notFound: COMPONENT_PLACEMENT_MESSAGES.typeNotFound, twice: COMPONENT_PLACEMENT_MESSAGES.typeTwice },
  );
}

/** The DTOs of `rows`, their types (archived ones too, named) read in one query. */
async function toDtos(db: Db, companyId: string, rows: readonly ComponentPlacementRow[]) {
  const links = await listPlacementTypes(
    db,
    companyId,
    rows.map((row) => row.id),
    { archived: true },
  );
  const byPlacement = groupBy(links, (link) => link.componentPlacementId);
  return rows.map((row) => toComponentPlacementDto(row, byPlacement.get(row.id) ?? []));
}

/** The component placement calls' rules: see linked-catalogue.service.ts. */
export const componentPlacementService = linkedCatalogueService({
  store: componentPlacementStore,
  unique: {
    ofFields: (fields: PlacementFields) => fields.code,
    ofRow: (row) => row.code,
    taken: () => AppError.conflict(COMPONENT_PLACEMENT_MESSAGES.codeTaken, "code"),
  },
  columnsOf: ({ componentTypes: _types, ...columns }) => columns,
  checkReferences,
  replaceLinks: (tx, companyId, id, fields) =>
    replacePlacementTypes(
      tx,
      companyId,
      id,
      fields.componentTypes.map(({ name: _name, ...type }) => type),
    ),
  toDtos,
  audit: { resourceType: "componentplacement", labelOf: (placement) => placement.name },
});

/** `POST componentplacement/export`: the live placements with `codes`, in that order, each once; an unknown code is a 404. */
export async function exportPlacements(
  deps: CatalogueDeps,
  actor: Actor,
  codes: readonly string[],
): Promise<ComponentPlacementExportDocument> {
  return {
    format: COMPONENT_PLACEMENT_EXPORT_FORMAT,
    formatVersion: 1,
    exportedAt: deps.clock().toISOString(),
    componentPlacements: await componentPlacementService.exportByUnique(deps, actor, codes),
  };
}

/**
 * `GET componentplacement/{id}/options`: each live definition of the placement's live types, once, in the
 * order of the types and of their definitions; optional when every type using it is optional; with its
 * live options in the option list's order.
 */
export async function getPlacementOptions(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  placementId: string,
): Promise<PlacementOptions> {
  await findOrNotFound(componentPlacementStore, db, actor.companyId, placementId);
  return placementOptions(db, actor.companyId, placementId);
}

/** The options a live placement offers (see getPlacementOptions), in the caller's transaction. */
export async function placementOptions(db: Db, companyId: string, placementId: string): Promise<PlacementOptions> {
  const types = await listPlacementTypes(db, companyId, [placementId], { archived: false });
  const typeIds = types.map((type) => type.componentTypeId);
  const byType = groupBy(await liveTypeDefinitions(db, companyId, typeIds), (link) => link.componentTypeId);
  const definitions = new Map<string, { name: string; optional: boolean }>();
  for (const type of types) {
    for (const { componentOptionDefinitionId: id, name } of byType.get(type.componentTypeId) ?? []) {
      const optional = (definitions.get(id)?.optional ?? true) && type.optional;
      definitions.set(id, { name, optional });
    }
  }
  const options = groupBy(
    await listDefinitionOptions(db, companyId, [...definitions.keys()]),
    (option) => option.componentOptionDefinitionId,
  );
  return {
    componentPlacementId: placementId,
    definitions: [...definitions].map(([id, { name, optional }]) => ({
      componentOptionDefinitionId: id,
      name,
      optional,
      componentOptions: (options.get(id) ?? []).map(({ componentOptionId, code, name: optionName }) => ({
        componentOptionId,
        code,
        name: optionName,
      })),
    })),
  };
}

/** The company's live placement `placementId`, or undefined (missing, archived or another company's). */
export function findLivePlacement(db: Db, companyId: string, placementId: string) {
  return componentPlacementStore.find(db, companyId, placementId);
}

/** The placement's live types in its order, each with its live definitions and its part code format. */
export async function placementGenerationTypes(
  db: Db,
  companyId: string,
  placementId: string,
): Promise<GenerationType[]> {
  const links = await listPlacementTypes(db, companyId, [placementId], { archived: false });
  const typeIds = links.map((link) => link.componentTypeId);
  const definitionsOf = groupBy(await liveTypeDefinitions(db, companyId, typeIds), (link) => link.componentTypeId);
  const formats = await typePartCodeFormats(db, companyId, typeIds);
  return links.map((link) => ({
    codePrefix: link.codePrefix,
    codeSuffix: link.codeSuffix,
    definitionIds: (definitionsOf.get(link.componentTypeId) ?? []).map((type) => type.componentOptionDefinitionId),
    partCodeFormat: formats.get(link.componentTypeId) ?? [],
  }));
}
