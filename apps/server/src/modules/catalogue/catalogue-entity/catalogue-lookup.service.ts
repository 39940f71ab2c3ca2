import type { PartCodeSequence } from "@atelier/domain/catalogue/component-type.schema";
import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import type { Db } from "../../../db/client";
import {
  findDefinitionNames,
  findOptionAttributes,
  findOptionCodes,
  findPlacementNames,
  findTypeFormats,
  listOptionsByIds,
  type OptionOfComponentRow,
} from "./catalogue-lookup.repo";

/** An option as a component shows it: id, definition, code, name and settings. */
export type OptionOfComponent = OptionOfComponentRow;

// The catalogue as other areas read it by id (product's component rules and components): in the caller's transaction,
// for one company; archived items are answered too, as a saved rule still names what it was saved with.

/** Name and code of the company's placements among `ids`, by id. */
export function placementNames(db: Db, companyId: string, ids: readonly string[]) {
  return findPlacementNames(db, companyId, ids);
}

/** Names of the company's option definitions among `ids`, by id. */
export function definitionNames(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return findDefinitionNames(db, companyId, ids);
}

/** Codes of the company's options among `ids`, by id. */
export function optionCodes(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return findOptionCodes(db, companyId, ids);
}

/** The custom attributes of the company's options among `ids`, by id (part codes may read them). */
export function optionAttributes(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, CustomAttributeList>> {
  return findOptionAttributes(db, companyId, ids);
}

/** The part code formats of the company's types among `ids`, by id. */
export function typePartCodeFormats(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, PartCodeSequence[]>> {
  return findTypeFormats(db, companyId, ids);
}

/** The company's options among `ids` with their definition, names and settings (a component's options). */
export function optionsByIds(db: Db, companyId: string, ids: readonly string[]): Promise<OptionOfComponent[]> {
  return listOptionsByIds(db, companyId, ids);
}
