import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";

/** `referencedata/{dataType}/{referenceDataId}` under /api/v1/. */
export function referenceDataPath(dataType: ReferenceDataType, referenceDataId: string): string {
  return `referencedata/${dataType}/${encodeURIComponent(referenceDataId)}`;
}

/** The download address of a file of a reference data, by its current file id or by a history id. */
export function referenceDataFileUrl(dataType: ReferenceDataType, referenceDataId: string, fileId: string): string {
  return `/api/v1/${referenceDataPath(dataType, referenceDataId)}/${encodeURIComponent(fileId)}`;
}
