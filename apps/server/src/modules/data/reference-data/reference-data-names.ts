import type { Db } from "../../../db/client";
import { findReferenceDataNames } from "./reference-data.repo";

/**
 * Names of the company's reference data among `ids`, by id: how other areas show and check the reference
 * data they link to (a product's front-end and back-end mappings).
 */
export function referenceDataNamesOf(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return findReferenceDataNames(db, companyId, [...new Set(ids)]);
}
