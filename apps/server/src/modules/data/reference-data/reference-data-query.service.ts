import { checkDataGridQuery, runDataGridQuery } from "@atelier/domain/data/reference/data-grid-query";
import { DATA_GRID_QUERY_FIELD_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import {
  attributeValuesOf,
  coveredValues,
  type FoundAttribute,
  findUnmapped,
} from "@atelier/domain/data/reference/unmapped";
import type { DataGridQuery, DataGridQueryResult, UnmappedAttribute } from "@atelier/domain/data/reference-data.schema";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { optionAttributeLists } from "../../catalogue/component-option/component-option.service";
import { productAttributeLists } from "../../product/product/product.service";
import { findReferenceData, findReferenceDataByCode, listReferenceDataFiles } from "./reference-data.repo";
import { readStoredTable } from "./reference-file-cache";

type ReadDeps = Pick<AppDeps, "db" | "storage">;

/** The parsed tables of a reference data's files, in file order (by name). */
async function tablesOf(deps: ReadDeps, companyId: string, referenceDataId: string) {
  const files = await listReferenceDataFiles(deps.db, companyId, [referenceDataId]);
  const tables = [];
  for (const file of files) tables.push(await readStoredTable(deps.storage, file));
  return tables;
}

/**
 * Runs a data-grid query: `from` names a data grid of the company by its code (400 on `from` otherwise);
 * its rows are the data rows of its files in file order, under the first file's header (docs/decisions/
 * data-grid-query.md). Unknown fields and filters without a value are answered 400 per field.
 */
export async function queryDataGrid(deps: ReadDeps, actor: Actor, query: DataGridQuery): Promise<DataGridQueryResult> {
  const grid = await findReferenceDataByCode(deps.db, actor.companyId, "DataGrid", query.from);
  if (!grid) throw AppError.field("from", DATA_GRID_QUERY_FIELD_MESSAGES.unknownGrid(query.from));
  const tables = await tablesOf(deps, actor.companyId, grid.id);
  const header = tables[0]?.header ?? [];
  const problems = checkDataGridQuery(header, query);
  if (Object.keys(problems).length > 0) throw AppError.invalid(problems);
  const rows = tables.flatMap((table) => table.rows.filter((row) => row._type === "data").map((row) => row.cells));
  return runDataGridQuery(header, rows, query);
}

/**
 * The custom attribute values of the company's live options and products that no file of the reference
 * data covers (docs/decisions/data-reference-unmapped.md); 404 for another company's reference data.
 */
export async function unmappedAttributes(
  deps: ReadDeps,
  actor: Actor,
  referenceDataId: string,
): Promise<UnmappedAttribute[]> {
  const { companyId } = actor;
  requireFound(await findReferenceData(deps.db, companyId, referenceDataId));
  const covered = coveredValues((await tablesOf(deps, companyId, referenceDataId)).map((table) => table.rows));
  const found: FoundAttribute[] = [];
  const collect = (
    foundOnType: FoundAttribute["foundOnType"],
    items: { id: string; name: string; attributes: unknown }[],
  ) => {
    for (const item of items) {
      for (const { key, value } of attributeValuesOf(item.attributes)) {
        found.push({ foundOnType, foundOnId: item.id, foundOnName: item.name, key, value });
      }
    }
  };
  collect("ComponentOption", await optionAttributeLists(deps, companyId));
  collect("Product", await productAttributeLists(deps.db, companyId));
  return findUnmapped(found, covered);
}
