import { REFERENCE_FILE_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import { REFERENCE_FILES_MAX, type ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import type { Db } from "../../../db/client";
import type { ReferenceDataFileRow } from "../../../db/schema/reference-datas";
import type { AppDeps } from "../../../deps";
import { AppError, assertNoFieldErrors, type ModelState } from "../../../errors/app-error";
import { deleteReferenceDataFiles, insertFileHistory, putReferenceDataFile } from "./reference-data.repo";
import type { StagedFile } from "./reference-data-staging";
import { readStoredTable } from "./reference-file-cache";

/** A current file a save keeps, by its id, and the request field that named it. */
export interface KeptFile {
  referenceDataFileId: string;
  field: string;
}

/** What a save does to a reference data's files. */
export interface FilePlan {
  /** New files, each replacing the current file of its name (fileId) or added (undefined). */
  put: { fileId: string | undefined; staged: StagedFile }[];
  /** Current files kept as they are. */
  kept: ReferenceDataFileRow[];
  removed: ReferenceDataFileRow[];
}

/**
 * The plan of a save: `kept` must name current files (400 on its field otherwise); a new file named like a
 * current one replaces it, kept or not; the current files neither kept nor replaced are removed. At most
 * REFERENCE_FILES_MAX files remain (400 on `countField`).
 */
export function planFiles(
  current: readonly ReferenceDataFileRow[],
  kept: readonly KeptFile[],
  staged: readonly StagedFile[],
  countField: string,
): FilePlan {
  const byId = new Map(current.map((file) => [file.id, file]));
  const modelState: ModelState = {};
  for (const file of kept) {
    if (!byId.has(file.referenceDataFileId)) modelState[file.field] = [REFERENCE_FILE_MESSAGES.fileNotFound];
  }
  assertNoFieldErrors(modelState);
  const replaced = new Map(current.map((file) => [file.name, file.id]));
  const put = staged.map((file) => ({ fileId: replaced.get(file.name), staged: file }));
  const touched = new Set(put.map((item) => item.fileId));
  const keptIds = new Set(kept.map((file) => file.referenceDataFileId));
  const plan: FilePlan = {
    put,
    kept: current.filter((file) => keptIds.has(file.id) && !touched.has(file.id)),
    removed: current.filter((file) => !keptIds.has(file.id) && !touched.has(file.id)),
  };
  if (plan.kept.length + plan.put.length > REFERENCE_FILES_MAX) {
    throw AppError.field(countField, REFERENCE_FILE_MESSAGES.tooManyFiles);
  }
  return plan;
}

const sameHeader = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index]);

/**
 * A data grid's files share one header row (docs/decisions/data-grid-query.md): the first kept file's (by
 * name), or the first new one's when none is kept; a new file with another header is refused on its field.
 */
export async function assertOneHeader(
  deps: Pick<AppDeps, "storage">,
  dataType: ReferenceDataType,
  plan: FilePlan,
): Promise<void> {
  if (dataType !== "DataGrid") return;
  const [firstKept] = plan.kept;
  const newFiles = [...plan.put.map((item) => item.staged)].sort((a, b) => a.name.localeCompare(b.name));
  const header = firstKept ? (await readStoredTable(deps.storage, firstKept)).header : newFiles[0]?.table.header;
  if (!header) return;
  const modelState: ModelState = {};
  for (const file of newFiles) {
    if (!sameHeader(file.table.header, header))
      modelState[file.field] = [REFERENCE_FILE_MESSAGES.headerDiffers(header)];
  }
  assertNoFieldErrors(modelState);
}

/** Writes a plan's files and their history entries inside the caller's transaction. */
export async function applyFilePlan(
  tx: Db,
  companyId: string,
  referenceDataId: string,
  plan: FilePlan,
  by: string,
  now: Date,
): Promise<void> {
  for (const { fileId, staged } of plan.put) {
    const { field: _field, nameField: _nameField, table: _table, ...values } = staged;
    const id = await putReferenceDataFile(tx, companyId, referenceDataId, fileId, values, by, now);
    await insertFileHistory(
      tx,
      companyId,
      referenceDataId,
      { ...values, referenceDataFileId: id, action: "uploaded" },
      by,
      now,
    );
  }
  await deleteReferenceDataFiles(
    tx,
    companyId,
    plan.removed.map((file) => file.id),
  );
  for (const file of plan.removed) {
    const { name, mimeType, size, storageKey } = file;
    const entry = { name, mimeType, size, storageKey, referenceDataFileId: file.id, action: "removed" as const };
    await insertFileHistory(tx, companyId, referenceDataId, entry, by, now);
  }
}
