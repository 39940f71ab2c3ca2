import { REFERENCE_FILE_EXTENSIONS, REFERENCE_FILE_MAX_BYTES } from "@atelier/domain/data/reference-data.schema";
import { normalizeError } from "@atelier/domain/shared/errors";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { ApiError } from "../../../api/http";
import { REFERENCE_DATA_TEXTS } from "./reference-data-texts";

/** What a spreadsheet input offers to choose: the extensions the server takes. */
export const REFERENCE_FILE_ACCEPT = REFERENCE_FILE_EXTENSIONS.join(",");

/**
 * Why a chosen mapping or reference file is refused before it is sent (its name does not end in .xlsx or
 * .csv, or it is over the size limit); null when it may be sent. The server decides the type by the bytes.
 */
export function referenceFileRefusal(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!REFERENCE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return REFERENCE_DATA_TEXTS.wrongExtension(file.name);
  }
  if (file.size > REFERENCE_FILE_MAX_BYTES) {
    return REFERENCE_DATA_TEXTS.tooBig(file.name, formatFileSize(REFERENCE_FILE_MAX_BYTES));
  }
  return null;
}

/** A chosen file's refusal as a failed call, so a callout shows it like the server's own messages; null when it may be sent. */
export function refusedReferenceFile(file: { name: string; size: number }): ApiError | null {
  const refusal = referenceFileRefusal(file);
  return refusal === null ? null : new ApiError(normalizeError(400, { message: refusal }));
}
