import type {
  ParsedFile,
  ReferenceData,
  ReferenceDataFile,
  ReferenceDataFileHistory,
} from "@atelier/domain/data/reference-data.schema";
import type {
  ReferenceDataFileHistoryRow,
  ReferenceDataFileRow,
  ReferenceDataRow,
} from "../../../db/schema/reference-datas";

export function toReferenceDataFileDto(row: ReferenceDataFileRow): ReferenceDataFile {
  return {
    referenceDataFileId: row.id,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    lastUpdated: row.updatedAt.toISOString(),
    lastUpdatedBy: row.updatedBy,
  };
}

export function toFileHistoryDto(row: ReferenceDataFileHistoryRow): ReferenceDataFileHistory {
  return {
    referenceDataFileHistoryId: row.id,
    referenceDataFileId: row.referenceDataFileId,
    action: row.action,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    lastUpdated: row.createdAt.toISOString(),
    lastUpdatedBy: row.createdBy,
  };
}

/**
 * A reference data as the API shows it: `files` and `history` hold this reference data's rows (by name,
 * and newest first); `parsed` only when asked for (`expand=parsed`).
 */
export function toReferenceDataDto(
  row: ReferenceDataRow,
  files: readonly ReferenceDataFileRow[],
  history: readonly ReferenceDataFileHistoryRow[],
  parsed?: ParsedFile[],
): ReferenceData {
  return {
    referenceDataId: row.id,
    dataType: row.dataType,
    name: row.name,
    description: row.description,
    type: row.type,
    etag: row.etag,
    files: files.map(toReferenceDataFileDto),
    recentFileHistory: history.map(toFileHistoryDto),
    lastUpdated: row.updatedAt.toISOString(),
    ...(parsed ? { parsed } : {}),
  };
}
