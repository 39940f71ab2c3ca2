import {
  COMPONENT_TYPE_EXPORT_FORMAT,
  type ComponentTypeExportDocument,
  type ComponentTypeFields,
} from "@atelier/domain/catalogue/component-type.schema";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ComponentTypeRow } from "../../../db/schema/component-types";
import type { ModelState } from "../../../errors/app-error";
import { AppError } from "../../../errors/app-error";
import type { CatalogueDeps } from "../catalogue-entity/catalogue-entity.service";
import { groupBy, referenceErrors } from "../catalogue-entity/catalogue-item";
import { linkedCatalogueService } from "../catalogue-entity/linked-catalogue.service";
import { toComponentTypeDto } from "./component-type.dto";
import {
  componentTypeStore,
  findComponentTypeIds,
  findDefinitionIds,
  listTypeDefinitions,
  replaceTypeDefinitions,
  type TypeDefinitionLink,
} from "./component-type.repo";
import { COMPONENT_TYPE_MESSAGES } from "./component-type-messages";

type TypeFields = z.output<typeof ComponentTypeFields>;

const definitionIdsOf = (fields: TypeFields) =>
  fields.componentOptionDefinitions.map((ref) => ref.componentOptionDefinitionId);

/**
 * The definitions must be live definitions of the company, each once; the code, hidden and attribute
 * sequences of the part code must target one of them.
 */
async function checkReferences(db: Db, companyId: string, fields: TypeFields): Promise<ModelState> {
  const ids = definitionIdsOf(fields);
  const modelState = referenceErrors(
    ids,
    await findDefinitionIds(db, companyId, ids),
    (index) => `componentOptionDefinitions.${index}.componentOptionDefinitionId`,
    { notFound: COMPONENT_TYPE_MESSAGES.definitionNotFound, twice: COMPONENT_TYPE_MESSAGES.definitionTwice },
  );
  const own = new Set(ids);
  fields.partCodeFormat.forEach((sequence, index) => {
    if ("targetId" in sequence && !own.has(sequence.targetId)) {
      modelState[`partCodeFormat.${index}.targetId`] = [COMPONENT_TYPE_MESSAGES.targetNotInType];
    }
  });
  return modelState;
}

/** The DTOs of `rows`, their definitions (archived ones too, named) read in one query. */
async function toDtos(db: Db, companyId: string, rows: readonly ComponentTypeRow[]) {
  const ids = rows.map((row) => row.id);
  const byType = groupBy(
    await listTypeDefinitions(db, companyId, ids, { archived: true }),
    (link) => link.componentTypeId,
  );
  return rows.map((row) => toComponentTypeDto(row, byType.get(row.id) ?? []));
}

/** The component type calls' rules: see linked-catalogue.service.ts. */
export const componentTypeService = linkedCatalogueService({
  store: componentTypeStore,
  unique: {
    ofFields: (fields: TypeFields) => fields.name,
    ofRow: (row) => row.name,
    taken: () => AppError.conflict(COMPONENT_TYPE_MESSAGES.nameTaken, "name"),
  },
  columnsOf: ({ componentOptionDefinitions: _definitions, ...columns }) => columns,
  checkReferences,
  replaceLinks: (tx, companyId, id, fields) => replaceTypeDefinitions(tx, companyId, id, definitionIdsOf(fields)),
  toDtos,
  audit: { resourceType: "componenttype", labelOf: (type) => type.name },
});

/** `POST componenttype/export`: the live types named `names`, in that order, each once; an unknown name is a 404. */
export async function exportTypes(
  deps: CatalogueDeps,
  actor: Actor,
  names: readonly string[],
): Promise<ComponentTypeExportDocument> {
  return {
    format: COMPONENT_TYPE_EXPORT_FORMAT,
    formatVersion: 1,
    exportedAt: deps.clock().toISOString(),
    componentTypes: await componentTypeService.exportByUnique(deps, actor, names),
  };
}

/** The ids of the company's live types among `ids` (for references to types). */
export function liveTypeIds(db: Db, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  return findComponentTypeIds(db, companyId, ids);
}

/** The live definitions of the types, in each type's order, with their names. */
export function liveTypeDefinitions(
  db: Db,
  companyId: string,
  typeIds: readonly string[],
): Promise<TypeDefinitionLink[]> {
  return listTypeDefinitions(db, companyId, typeIds, { archived: false });
}
