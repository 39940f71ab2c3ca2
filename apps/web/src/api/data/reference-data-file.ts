import { ReferenceData, type ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { uploadCall } from "../../ui/upload/upload-call";
import { referenceDataPath } from "./reference-data-urls";

/** One file for a stored reference data, sent as multipart (up to REFERENCE_FILE_MAX_BYTES), with its progress. */
export interface ReferenceDataFileSend {
  dataType: ReferenceDataType;
  referenceDataId: string;
  file: File;
  onProgress: (loaded: number, total: number) => void;
}

/**
 * Adds one file to a reference data, or replaces the file of its name: saved at once, the history keeps the
 * replaced one. Answers the item as saved.
 */
export function sendReferenceDataFile({ dataType, referenceDataId, file, onProgress }: ReferenceDataFileSend) {
  return uploadCall(
    { url: `/api/v1/${referenceDataPath(dataType, referenceDataId)}`, file, onProgress },
    ReferenceData,
  );
}
