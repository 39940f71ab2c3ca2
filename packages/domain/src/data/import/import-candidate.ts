import { BatchEntry } from "../batch-file.schema";
import type { DataImportFormat, DataImportListKind } from "../data-import.schema";
import { LIST_KINDS } from "./import-format";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";

/** An entry of an export: the whole item, as its GET call (`GET componentoption/{id}`, `GET product/{id}` ...) answers it. */
export interface ExportCandidate {
  source: "export";
  kind: DataImportListKind;
  index: number;
  /** What the item is matched by: its code, style code or name (LIST_KINDS; "" when the entry has none). */
  code: string;
  fields: Record<string, unknown>;
  /** The item's id in the exporting workspace: what other items name it by. */
  fileId: string | null;
  /** A product entry's versions as the file holds them (`{ version, componentPackages? }` each), else none. */
  versions: readonly unknown[];
  /** Why the entry cannot be read at all (not an object). */
  problem: string | null;
}

/** An entry of the spec's batch file: a code and the few fields it updates. */
export interface BatchCandidate {
  source: "batch";
  kind: DataImportListKind;
  index: number;
  code: string;
  entry: BatchEntry;
}

export type ImportCandidate = ExportCandidate | BatchCandidate;

export type CandidateReading = { ok: true; candidate: ImportCandidate } | { ok: false; problem: string };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

function exportCandidate(kind: DataImportListKind, index: number, raw: unknown): ExportCandidate {
  const item = kind === "product" && isRecord(raw) ? raw.product : raw;
  const base = { source: "export" as const, kind, index, fileId: null, versions: [] };
  if (!isRecord(item)) return { ...base, code: "", fields: {}, problem: M.notAnObject };
  const versions = isRecord(raw) ? raw.versions : undefined;
  const { codeField, idField } = LIST_KINDS[kind];
  const fileId = item[idField];
  return {
    ...base,
    code: textOf(item[codeField]),
    fields: item,
    fileId: typeof fileId === "string" ? fileId : null,
    versions: Array.isArray(versions) ? versions : [],
    problem: null,
  };
}

/**
 * One entry of a list as a candidate for the plan. A batch file's entry must be a BatchEntry (else the file
 * is not a batch, as parseBatchFile says); an export's entry is read whatever it holds, its fields judged
 * when planned.
 */
export function readCandidate(
  format: DataImportFormat,
  kind: DataImportListKind,
  index: number,
  raw: unknown,
): CandidateReading {
  if (format !== "batch") return { ok: true, candidate: exportCandidate(kind, index, raw) };
  const parsed = BatchEntry.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: M.notValidJson };
  // The entry as written, not zod's copy (which reorders keys), like parseBatchFile.
  const entry = raw as BatchEntry;
  return { ok: true, candidate: { source: "batch", kind, index, code: entry.code, entry } };
}
