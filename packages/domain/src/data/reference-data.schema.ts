import { z } from "zod";
import { etagField, optionalText, requiredName } from "../shared/entity-fields";
import { storableText } from "../shared/fields";

/** Texts of reference data: the spec's (verbatim) and ours where the spec states only a rule. */
export const REFERENCE_DATA_MESSAGES = {
  /** Part 3 section 5, verbatim. */
  missingHeader: "Missing header row, please reupload the template file",
  notSpreadsheet: "The file is not an .xlsx or .csv spreadsheet.",
} as const;

/**
 * The three lists of Data and Feeds (part 3 "Reference data", dataType): reference data (Integration),
 * translations and mapping (Mapping) and data grids (DataGrid).
 */
export const REFERENCE_DATA_TYPES = ["Integration", "Mapping", "DataGrid"] as const;
export const ReferenceDataType = z.enum(REFERENCE_DATA_TYPES);
export type ReferenceDataType = z.infer<typeof ReferenceDataType>;

/** Limits of a mapping or reference file (docs/decisions/data-reference-files.md). */
export const REFERENCE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const REFERENCE_FILE_MAX_ROWS = 200_000;
/** Part 3 section 9: the table editor holds up to 100 columns; a file has no more. */
export const REFERENCE_FILE_MAX_COLUMNS = 100;
export const REFERENCE_FILES_MAX = 20;
/** Part 3 section 9: an unmapped value is shown truncated at 80 characters. */
export const UNMAPPED_VALUE_MAX = 80;

export const REFERENCE_FILE_EXTENSIONS = [".xlsx", ".csv"] as const;

/** One stored file of a reference data. */
export const ReferenceDataFile = z.object({
  referenceDataFileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  lastUpdated: z.string(),
  lastUpdatedBy: z.string().nullable(),
});
export type ReferenceDataFile = z.infer<typeof ReferenceDataFile>;

/** One entry of a reference data's file history: every upload and removal, newest first. */
export const ReferenceDataFileHistory = z.object({
  referenceDataFileHistoryId: z.string(),
  referenceDataFileId: z.string(),
  action: z.enum(["uploaded", "removed"]),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  lastUpdated: z.string(),
  lastUpdatedBy: z.string().nullable(),
});
export type ReferenceDataFileHistory = z.infer<typeof ReferenceDataFileHistory>;

/** A parsed row of a file (part 3: "parsed rows, each with _type header or data"). */
export const ParsedRow = z.object({ _type: z.enum(["header", "data"]), cells: z.array(z.string()) });
export type ParsedRow = z.infer<typeof ParsedRow>;

export const ParsedFile = z.object({ referenceDataFileId: z.string(), name: z.string(), rows: z.array(ParsedRow) });
export type ParsedFile = z.infer<typeof ParsedFile>;

export const ReferenceData = z.object({
  referenceDataId: z.string(),
  dataType: ReferenceDataType,
  name: z.string(),
  description: z.string(),
  /** Shown as 'mapping file code'. */
  type: z.string(),
  etag: z.string(),
  files: z.array(ReferenceDataFile),
  recentFileHistory: z.array(ReferenceDataFileHistory),
  lastUpdated: z.string(),
  /** Only with `expand=parsed`. */
  parsed: z.array(ParsedFile).optional(),
});
export type ReferenceData = z.infer<typeof ReferenceData>;

export const ReferenceDataList = z.object({ referenceDatas: z.array(ReferenceData) });
export type ReferenceDataList = z.infer<typeof ReferenceDataList>;

/** A file in a save: an existing one kept by its id, or a new one with its content (base64). */
export const ReferenceDataFileInput = z.union([
  z.object({ referenceDataFileId: z.string().min(1) }),
  z.object({
    name: storableText(200, "File name").trim().min(1, { error: "File name is required." }),
    mimeType: storableText(200, "Mime type"),
    source: z.base64({ error: "Source must be base64." }),
  }),
]);
export type ReferenceDataFileInput = z.infer<typeof ReferenceDataFileInput>;

const ReferenceDataFields = z.object({
  name: requiredName("Name"),
  type: requiredName("Type"),
  description: optionalText("Description"),
  /** The files after the save: omitted ones are removed; a new file named like a kept one replaces it. */
  files: z.array(ReferenceDataFileInput).max(REFERENCE_FILES_MAX).default([]),
});

export const ReferenceDataCreateInput = ReferenceDataFields;
export type ReferenceDataCreateInput = z.infer<typeof ReferenceDataCreateInput>;
export const ReferenceDataUpdateInput = ReferenceDataFields.extend({ etag: etagField() });
export type ReferenceDataUpdateInput = z.infer<typeof ReferenceDataUpdateInput>;

/** Part 3 section 9: the query operators. */
export const QUERY_OPERATORS = [
  "Equal",
  "NotEqual",
  "Contains",
  "NotContains",
  "BeginsWith",
  "NotBeginsWith",
  "IsEmpty",
  "IsNotEmpty",
  "IsNull",
  "IsNotNull",
] as const;
export const QueryOperator = z.enum(QUERY_OPERATORS);
export type QueryOperator = z.infer<typeof QueryOperator>;
/** The operators that take no value. */
export const VALUELESS_OPERATORS: readonly QueryOperator[] = ["IsEmpty", "IsNotEmpty", "IsNull", "IsNotNull"];

/** Part 3 section 9: a data-grid query takes 100 rows and skips 0 unless told; grids show 20 rows a page. */
export const DATA_GRID_QUERY_TAKE = 100;
export const DATA_GRID_QUERY_MAX_TAKE = 1000;
export const DATA_GRID_PAGE_ROWS = 20;

export const DATA_GRID_QUERY_MESSAGES = {
  /** Part 3 section 5, verbatim. */
  checkConfiguration: "Please check your query configuration",
  selectFromRequired: "Select from is required.",
} as const;

export const DataGridFilter = z.object({
  field: z.string().trim().min(1, { error: "Field is required." }),
  operator: QueryOperator,
  value: z.string().optional(),
});
export type DataGridFilter = z.infer<typeof DataGridFilter>;

/**
 * Part 3 "Data-grid query". from is a data grid's type (its code); fields are its header names. Filters all
 * hold (and); sortBy sorts in order.
 */
export const DataGridQuery = z.object({
  from: z.string().trim().min(1, { error: DATA_GRID_QUERY_MESSAGES.selectFromRequired }),
  filter: z.array(DataGridFilter).max(50).default([]),
  selectFields: z.array(z.string().min(1)).max(100).default([]),
  sortBy: z
    .array(z.object({ field: z.string().min(1, { error: "Field is required." }), direction: z.enum(["asc", "desc"]) }))
    .max(10)
    .default([]),
  take: z.number().int().min(1).max(DATA_GRID_QUERY_MAX_TAKE).default(DATA_GRID_QUERY_TAKE),
  skip: z.number().int().min(0).default(0),
});
export type DataGridQuery = z.infer<typeof DataGridQuery>;

export const DataGridQueryResult = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string().nullable())),
  total: z.number().int(),
});
export type DataGridQueryResult = z.infer<typeof DataGridQueryResult>;

/** Part 3 "Unmapped attribute": an attribute value of an option or product that no file of a mapping covers. */
export const UnmappedAttribute = z.object({
  id: z.string(),
  value: z.string(),
  foundOnType: z.enum(["ComponentOption", "Product"]),
  foundOnName: z.string(),
  key: z.string(),
});
export type UnmappedAttribute = z.infer<typeof UnmappedAttribute>;

/** The legacy attribute mapping of a company: one file, saved at once on upload or clear, with its history. */
export const LegacyMappingHistory = z.object({
  legacyMappingHistoryId: z.string(),
  action: z.enum(["uploaded", "cleared"]),
  name: z.string().nullable(),
  size: z.number().int().nullable(),
  at: z.string(),
  by: z.string().nullable(),
});
export type LegacyMappingHistory = z.infer<typeof LegacyMappingHistory>;

export const LegacyMapping = z.object({
  file: z
    .object({ name: z.string(), size: z.number().int(), mimeType: z.string(), lastUpdated: z.string() })
    .nullable(),
  history: z.array(LegacyMappingHistory),
});
export type LegacyMapping = z.infer<typeof LegacyMapping>;

export const LegacyMappingUpload = z.object({
  name: storableText(200, "File name").trim().min(1, { error: "File name is required." }),
  mimeType: storableText(200, "Mime type"),
  source: z.base64({ error: "Source must be base64." }),
});
export type LegacyMappingUpload = z.infer<typeof LegacyMappingUpload>;
