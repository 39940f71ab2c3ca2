import type { LegacyMapping, LegacyMappingHistory } from "@atelier/domain/data/reference-data.schema";
import type { LegacyMappingHistoryRow } from "../../../db/schema/reference-datas";

export function toLegacyMappingHistoryDto(row: LegacyMappingHistoryRow): LegacyMappingHistory {
  return {
    legacyMappingHistoryId: row.id,
    action: row.action,
    name: row.name,
    size: row.size,
    at: row.createdAt.toISOString(),
    by: row.createdBy,
  };
}

/** The current file of an entry: an upload's; a clear leaves none. */
export function currentLegacyFile(newest: LegacyMappingHistoryRow | undefined): LegacyMapping["file"] {
  if (newest?.action !== "uploaded" || newest.name === null || newest.mimeType === null || newest.size === null) {
    return null;
  }
  return {
    name: newest.name,
    size: newest.size,
    mimeType: newest.mimeType,
    lastUpdated: newest.createdAt.toISOString(),
  };
}

/** The legacy mapping from its history, newest first: the newest entry decides the current file. */
export function toLegacyMappingDto(history: readonly LegacyMappingHistoryRow[]): LegacyMapping {
  return { file: currentLegacyFile(history[0]), history: history.map(toLegacyMappingHistoryDto) };
}
