import { formatFileSize } from "../../shared/file-size";
import {
  REFERENCE_FILE_MAX_BYTES,
  REFERENCE_FILE_MAX_COLUMNS,
  REFERENCE_FILE_MAX_ROWS,
  REFERENCE_FILES_MAX,
} from "../reference-data.schema";

/** Our texts for refused reference files and saves (the spec's own are in REFERENCE_DATA_MESSAGES). */
export const REFERENCE_FILE_MESSAGES = {
  tooLarge: `The file is too large: at most ${formatFileSize(REFERENCE_FILE_MAX_BYTES)}.`,
  tooManyRows: `The file has too many rows: at most ${REFERENCE_FILE_MAX_ROWS.toLocaleString("en-US")}.`,
  tooManyColumns: `The file has too many columns: at most ${REFERENCE_FILE_MAX_COLUMNS}.`,
  tooManyFiles: `A reference data holds at most ${REFERENCE_FILES_MAX} files.`,
  unreadableCsv: (detail: string) => `The CSV file could not be read: ${detail}`,
  headerDiffers: (header: readonly string[]) =>
    `The header row must be the same as the other files of this data grid: ${header.join(", ")}.`,
  duplicateName: "Another file of this save has the same name.",
  fileNotFound: "This file is not one of this reference data's files.",
  typeTaken: "Another reference data of this list already has this code.",
} as const;

/** Our texts for data-grid queries (the spec's own are in DATA_GRID_QUERY_MESSAGES). */
export const DATA_GRID_QUERY_FIELD_MESSAGES = {
  unknownGrid: (from: string) => `There is no data grid with the code '${from}'.`,
  unknownField: (field: string) => `The data grid has no field '${field}'.`,
  valueRequired: "Value is required for this operator.",
} as const;
