import { REFERENCE_FILE_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import type { ReferenceTable } from "@atelier/domain/data/reference/reference-table";
import { REFERENCE_FILE_MAX_BYTES } from "@atelier/domain/data/reference-data.schema";
import { cleanFileName } from "@atelier/domain/shared/upload";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { tooLarge } from "../../../storage/blob-meter";
import { removeBlobsAfterCommit } from "../../../storage/remove-blobs";
import type { StoredFileValues } from "./reference-data.repo";
import { rememberTable } from "./reference-file-cache";
import { readReferenceFile } from "./reference-file-read";

export type StagingDeps = Pick<AppDeps, "storage" | "log">;

/** A new file read, checked and stored, not yet in any row; `field` is where its problems are answered. */
export interface StagedFile extends StoredFileValues {
  field: string;
  nameField: string;
  table: ReferenceTable;
}

/** A file to stage: its name and bytes, and the request fields its content's and its name's problems belong to. */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
  field: string;
  nameField: string;
}

export const SOURCE_MESSAGES = { notBase64: "Source must be the content in base64." } as const;

/** The bytes of a base64 source (a `data:...;base64,` prefix allowed); 400 on `field` when it is not base64. */
export function decodeSource(source: string, field: string): Buffer {
  const bare = source.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 === 1) {
    throw AppError.field(field, SOURCE_MESSAGES.notBase64);
  }
  return Buffer.from(bare, "base64");
}

/** Reads and checks one file (413 past the size limit, 400 on its field otherwise), then stores it. */
async function stageOne(deps: StagingDeps, keyFor: () => string, file: IncomingFile): Promise<StagedFile> {
  if (file.bytes.length > REFERENCE_FILE_MAX_BYTES) throw tooLarge(REFERENCE_FILE_MAX_BYTES);
  const read = readReferenceFile(file.bytes);
  if (!read.ok) throw AppError.field(file.field, read.message);
  const storageKey = keyFor();
  await deps.storage.put(storageKey, file.bytes, { contentType: read.mimeType });
  return {
    name: cleanFileName(file.name),
    mimeType: read.mimeType,
    size: file.bytes.length,
    storageKey,
    field: file.field,
    nameField: file.nameField,
    table: { header: read.header, rows: read.rows },
  };
}

/**
 * Reads, checks and stores new files one at a time, each under a new key of `keyFor`: every file is checked before any row is written, and
 * on any refusal the objects already stored are removed again. Two files of one name are refused.
 */
export async function stageFiles(
  deps: StagingDeps,
  keyFor: () => string,
  files: readonly IncomingFile[],
): Promise<StagedFile[]> {
  const names = files.map((file) => cleanFileName(file.name));
  const twice = files.find((_file, index) => names.indexOf(names[index] ?? "") !== index);
  if (twice) throw AppError.field(twice.nameField, REFERENCE_FILE_MESSAGES.duplicateName);
  const staged: StagedFile[] = [];
  try {
    for (const file of files) staged.push(await stageOne(deps, keyFor, file));
  } catch (error) {
    await discardStaged(deps, staged);
    throw error;
  }
  return staged;
}

/** Removes staged objects that no row will hold (a refused save). */
export function discardStaged(deps: StagingDeps, staged: readonly StagedFile[]): Promise<void> {
  return removeBlobsAfterCommit(
    deps,
    staged.map((file) => file.storageKey),
  );
}

/** Keeps the parsed tables of committed files, so the next read of them parses nothing. */
export function rememberStaged(staged: readonly StagedFile[]): void {
  for (const file of staged) rememberTable(file.storageKey, file.table);
}
