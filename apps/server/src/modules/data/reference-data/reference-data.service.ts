import { randomUUID } from "node:crypto";
import { REFERENCE_FILE_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import type {
  ParsedFile,
  ReferenceData,
  ReferenceDataCreateInput,
  ReferenceDataList,
  ReferenceDataType,
  ReferenceDataUpdateInput,
} from "@atelier/domain/data/reference-data.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ReferenceDataRow } from "../../../db/schema/reference-datas";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { removeBlobsAfterCommit } from "../../../storage/remove-blobs";
import { toReferenceDataDto } from "./reference-data.dto";
import {
  deleteReferenceData,
  findReferenceData,
  findReferenceDataByCode,
  findStoredContent,
  insertReferenceData,
  listRecentFileHistory,
  listReferenceDataFiles,
  listReferenceDatas,
  listStorageKeys,
  updateReferenceDataIfCurrent,
} from "./reference-data.repo";
import { referenceDataAuditWrite } from "./reference-data-audit";
import { referenceFileKey } from "./reference-data-blobs";
import { applyFilePlan, assertOneHeader, type FilePlan, type KeptFile, planFiles } from "./reference-data-file-plan";
import {
  decodeSource,
  discardStaged,
  type IncomingFile,
  rememberStaged,
  type StagedFile,
  stageFiles,
} from "./reference-data-staging";
import { readStoredTable } from "./reference-file-cache";

type Deps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;
type SaveInput = z.output<typeof ReferenceDataCreateInput>;

/** History entries shown with a reference data, newest first. */
export const RECENT_HISTORY_MAX = 100;

/** A reference data with its files and recent history as the API shows it (parsed rows when given). */
export async function referenceDataDto(
  db: Db,
  companyId: string,
  row: ReferenceDataRow,
  parsed?: ParsedFile[],
): Promise<ReferenceData> {
  const files = await listReferenceDataFiles(db, companyId, [row.id]);
  const history = await listRecentFileHistory(db, companyId, [row.id], RECENT_HISTORY_MAX);
  return toReferenceDataDto(row, files, history, parsed);
}

/** The company's reference data of `dataType` (the path's), or 404 for any other. */
export async function requireReferenceData(
  db: Db,
  companyId: string,
  dataType: ReferenceDataType,
  referenceDataId: string,
): Promise<ReferenceDataRow> {
  const row = requireFound(await findReferenceData(db, companyId, referenceDataId));
  if (row.dataType !== dataType) throw AppError.notFound();
  return row;
}

export async function listCompanyReferenceData(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  dataType: ReferenceDataType | undefined,
): Promise<ReferenceDataList> {
  const rows = await listReferenceDatas(db, actor.companyId, dataType);
  const ids = rows.map((row) => row.id);
  const files = await listReferenceDataFiles(db, actor.companyId, ids);
  const history = await listRecentFileHistory(db, actor.companyId, ids, RECENT_HISTORY_MAX);
  return {
    referenceDatas: rows.map((row) =>
      toReferenceDataDto(
        row,
        files.filter((file) => file.referenceDataId === row.id),
        history.filter((entry) => entry.referenceDataId === row.id),
      ),
    ),
  };
}

/** A reference data; with `parsed`, the parsed rows of each of its files (in file order). */
export async function getReferenceData(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: Actor,
  dataType: ReferenceDataType,
  referenceDataId: string,
  parsed: boolean,
): Promise<ReferenceData> {
  const row = await requireReferenceData(deps.db, actor.companyId, dataType, referenceDataId);
  if (!parsed) return referenceDataDto(deps.db, actor.companyId, row);
  const files = await listReferenceDataFiles(deps.db, actor.companyId, [row.id]);
  const tables: ParsedFile[] = [];
  for (const file of files) {
    const { rows } = await readStoredTable(deps.storage, file);
    tables.push({ referenceDataFileId: file.id, name: file.name, rows });
  }
  return referenceDataDto(deps.db, actor.companyId, row, tables);
}

/** 409 on `type` when another reference data of the list has the code (regardless of case). */
async function assertCodeFree(
  db: Db,
  companyId: string,
  dataType: ReferenceDataType,
  type: string,
  exceptId?: string,
): Promise<void> {
  if (await findReferenceDataByCode(db, companyId, dataType, type, exceptId)) {
    throw AppError.conflict(REFERENCE_FILE_MESSAGES.typeTaken, "type");
  }
}

/** The save's files split: the kept ones by id, the new ones decoded (400 on a source that is not base64). */
function splitFiles(files: SaveInput["files"]): { kept: KeptFile[]; incoming: IncomingFile[] } {
  const kept: KeptFile[] = [];
  const incoming: IncomingFile[] = [];
  files.forEach((file, index) => {
    if ("referenceDataFileId" in file) {
      kept.push({ referenceDataFileId: file.referenceDataFileId, field: `files.${index}.referenceDataFileId` });
    } else {
      const bytes = decodeSource(file.source, `files.${index}.source`);
      incoming.push({ name: file.name, bytes, field: `files.${index}.source`, nameField: `files.${index}.name` });
    }
  });
  return { kept, incoming };
}

/** Plans the save's files against the current ones; the staged objects are removed again on a refusal. */
async function planStaged(
  deps: Deps,
  dataType: ReferenceDataType,
  current: Parameters<typeof planFiles>[0],
  kept: readonly KeptFile[],
  staged: StagedFile[],
  countField: string,
): Promise<FilePlan> {
  try {
    const plan = planFiles(current, kept, staged, countField);
    await assertOneHeader(deps, dataType, plan);
    return plan;
  } catch (error) {
    await discardStaged(deps, staged);
    throw error;
  }
}

/** Runs a save's transaction; its staged objects are removed again when it fails. */
async function committing<T>(deps: Deps, staged: readonly StagedFile[], work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    rememberStaged(staged);
    return result;
  } catch (error) {
    await discardStaged(deps, staged);
    throw error;
  }
}

/** Adds a reference data of `dataType` with its files (each checked and stored before the row is written). */
export async function createReferenceData(
  deps: Deps,
  actor: Actor,
  dataType: ReferenceDataType,
  input: SaveInput,
): Promise<ReferenceData> {
  const { companyId } = actor;
  const { files, ...values } = input;
  await assertCodeFree(deps.db, companyId, dataType, values.type);
  const { kept, incoming } = splitFiles(files);
  const referenceDataId = randomUUID();
  const staged = await stageFiles(deps, () => referenceFileKey(companyId, referenceDataId), incoming);
  const plan = await planStaged(deps, dataType, [], kept, staged, "files");
  return committing(deps, staged, () =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const row = await insertReferenceData(tx, companyId, referenceDataId, dataType, values, actor.name, now);
      await applyFilePlan(tx, companyId, row.id, plan, actor.name, now);
      const dto = await referenceDataDto(tx, companyId, row);
      await recordAudit(tx, actor, now, referenceDataAuditWrite("create", null, dto));
      return dto;
    }),
  );
}

/**
 * Writes name, code, description and the files of a reference data read with `etag` (404, then 412): files
 * left out are removed, new ones added or replacing the file of their name, each change in the history.
 */
export async function updateReferenceData(
  deps: Deps,
  actor: Actor,
  dataType: ReferenceDataType,
  referenceDataId: string,
  input: z.output<typeof ReferenceDataUpdateInput>,
): Promise<ReferenceData> {
  const { companyId } = actor;
  const { etag, files, ...values } = input;
  const current = await requireReferenceData(deps.db, companyId, dataType, referenceDataId);
  assertEtag(current, etag);
  await assertCodeFree(deps.db, companyId, dataType, values.type, referenceDataId);
  const { kept, incoming } = splitFiles(files);
  const currentFiles = await listReferenceDataFiles(deps.db, companyId, [referenceDataId]);
  const staged = await stageFiles(deps, () => referenceFileKey(companyId, referenceDataId), incoming);
  const plan = await planStaged(deps, dataType, currentFiles, kept, staged, "files");
  return committing(deps, staged, () =>
    deps.db.transaction(async (tx) => {
      const before = await referenceDataDto(tx, companyId, current);
      const now = deps.clock();
      const row = requireWritten(
        await updateReferenceDataIfCurrent(tx, companyId, referenceDataId, etag, values, actor.name, now),
      );
      await applyFilePlan(tx, companyId, referenceDataId, plan, actor.name, now);
      const after = await referenceDataDto(tx, companyId, row);
      await recordAudit(tx, actor, now, referenceDataAuditWrite("update", before, after));
      return after;
    }),
  );
}

/**
 * Adds one file at once, or replaces the file of its name, with its history entry: the "upload saves
 * immediately" of mappings. The reference data gets a new etag (its files are part of what a save sends).
 */
export async function uploadReferenceDataFile(
  deps: Deps,
  actor: Actor,
  dataType: ReferenceDataType,
  referenceDataId: string,
  file: IncomingFile,
): Promise<ReferenceData> {
  const { companyId } = actor;
  const current = await requireReferenceData(deps.db, companyId, dataType, referenceDataId);
  const currentFiles = await listReferenceDataFiles(deps.db, companyId, [referenceDataId]);
  const kept = currentFiles.map((row) => ({ referenceDataFileId: row.id, field: file.field }));
  const staged = await stageFiles(deps, () => referenceFileKey(companyId, referenceDataId), [file]);
  const plan = await planStaged(deps, dataType, currentFiles, kept, staged, file.field);
  return committing(deps, staged, () =>
    deps.db.transaction(async (tx) => {
      const before = await referenceDataDto(tx, companyId, current);
      const now = deps.clock();
      const row = requireWritten(
        await updateReferenceDataIfCurrent(tx, companyId, referenceDataId, undefined, {}, actor.name, now),
      );
      await applyFilePlan(tx, companyId, referenceDataId, plan, actor.name, now);
      const after = await referenceDataDto(tx, companyId, row);
      await recordAudit(tx, actor, now, referenceDataAuditWrite("update", before, after));
      return after;
    }),
  );
}

/** Removes a reference data read with `etag` (404, then 412) with its files and history; their objects go after. */
export async function removeReferenceData(
  deps: Deps,
  actor: Actor,
  dataType: ReferenceDataType,
  referenceDataId: string,
  etag: string,
): Promise<void> {
  const { companyId } = actor;
  const keys = await deps.db.transaction(async (tx) => {
    const row = await requireReferenceData(tx, companyId, dataType, referenceDataId);
    assertEtag(row, etag);
    const before = await referenceDataDto(tx, companyId, row);
    const stored = await listStorageKeys(tx, companyId, referenceDataId);
    if (!(await deleteReferenceData(tx, companyId, referenceDataId, etag))) requireWritten(undefined);
    await recordAudit(tx, actor, deps.clock(), referenceDataAuditWrite("delete", before, null));
    return stored;
  });
  await removeBlobsAfterCommit(deps, keys);
}

/** The stored object of a current file or a history entry of a reference data, by either id; 404 otherwise. */
export async function storedReferenceFile(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  dataType: ReferenceDataType,
  referenceDataId: string,
  fileOrHistoryId: string,
): Promise<{ name: string; mimeType: string; storageKey: string }> {
  await requireReferenceData(db, actor.companyId, dataType, referenceDataId);
  return requireFound(await findStoredContent(db, actor.companyId, referenceDataId, fileOrHistoryId));
}

/** The company's reference data of `dataType` with the code `type` (the demo seed asks before adding it). */
export function findReferenceDataOfCode(
  db: Db,
  companyId: string,
  dataType: ReferenceDataType,
  type: string,
): Promise<ReferenceDataRow | undefined> {
  return findReferenceDataByCode(db, companyId, dataType, type);
}

/** The current files of a reference data of the company. */
export function referenceDataFiles(db: Db, companyId: string, referenceDataId: string) {
  return listReferenceDataFiles(db, companyId, [referenceDataId]);
}
