import { z } from "zod";
import { storableText } from "../shared/fields";
import { BatchEditCommand } from "./batch-edit/batch-edit-command.schema";
import { BATCH_EDIT_PROMPT_MAX } from "./batch-edit/read-batch-edit";
import { BatchFile } from "./batch-file.schema";

/** The largest batch file a feed takes (docs/decisions/data-import-limits.md). */
export const DATA_IMPORT_MAX_BYTES = 150 * 1024 * 1024;
/** How often Batch Operations polls the feeds (part 3 section 9). */
export const DATA_IMPORT_POLL_MS = 2000;
/** A page of a feed's difference. */
export const DATA_IMPORT_ITEMS_MAX_TAKE = 500;

/** A feed's life (part 3 "Data feed"): Created, Running, Success, Exception. */
export const DATA_IMPORT_STATUSES = ["Created", "Running", "Success", "Exception"] as const;
export const DataImportStatus = z.enum(DATA_IMPORT_STATUSES);
export type DataImportStatus = z.infer<typeof DataImportStatus>;

/**
 * Where a feed stands after its job: Planned (the dry run is done, nothing written), Applied, Undone.
 * A feed whose job failed (status Exception) keeps the stage it had.
 */
export const DATA_IMPORT_STAGES = ["Planned", "Applied", "Undone"] as const;
export const DataImportStage = z.enum(DATA_IMPORT_STAGES);
export type DataImportStage = z.infer<typeof DataImportStage>;

/**
 * The documents a feed reads: the spec's batch file (entries by code), and the export documents of Atelier
 * (docs/exports.md): the catalogue, options and products, so that an export imports back unchanged.
 */
export const DATA_IMPORT_FORMATS = [
  "batch",
  "atelier.catalogue",
  "atelier.componentoption",
  "atelier.products",
] as const;
export const DataImportFormat = z.enum(DATA_IMPORT_FORMATS);
export type DataImportFormat = z.infer<typeof DataImportFormat>;

/** The items of a catalogue export, in the order they are planned and written (each names only kinds before it). */
export const CATALOGUE_IMPORT_KINDS = [
  "site",
  "dimension",
  "componentOptionDefinition",
  "componentType",
  "componentPlacement",
] as const;
export type CatalogueImportKind = (typeof CATALOGUE_IMPORT_KINDS)[number];

/**
 * What an item of a feed is, in the order a feed numbers and writes them: an item of the catalogue (a site,
 * dimension or placement matched by code; a definition or type by name), a component option (matched by
 * code), a product (matched by style code), or a version of a product export (compared with its product's
 * active version; its code is the product's).
 */
export const DATA_IMPORT_ITEM_KINDS = [...CATALOGUE_IMPORT_KINDS, "componentOption", "product", "version"] as const;
export const DataImportItemKind = z.enum(DATA_IMPORT_ITEM_KINDS);
export type DataImportItemKind = z.infer<typeof DataImportItemKind>;
/** The kinds a file lists (a version is read inside its product's entry). */
export type DataImportListKind = Exclude<DataImportItemKind, "version">;

/** The dry run's verdict on one item. */
export const DATA_IMPORT_OUTCOMES = ["added", "changed", "unchanged", "refused"] as const;
export const DataImportOutcome = z.enum(DATA_IMPORT_OUTCOMES);
export type DataImportOutcome = z.infer<typeof DataImportOutcome>;

/** One changed field: its value before and after (JSON values as stored; absent before on an added item). */
export const DataImportChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type DataImportChange = z.infer<typeof DataImportChange>;

/** Why a field (or the whole item, field "") cannot be imported. */
export const DataImportRefusal = z.object({ field: z.string(), reason: z.string() });
export type DataImportRefusal = z.infer<typeof DataImportRefusal>;

/**
 * One item of the difference, in file order (index is its place in the file's list; a version's is its place
 * among the file's versions, every product's in turn).
 */
export const DataImportItem = z.object({
  index: z.number().int(),
  kind: DataImportItemKind,
  code: z.string(),
  outcome: DataImportOutcome,
  changes: z.array(DataImportChange),
  refusals: z.array(DataImportRefusal),
});
export type DataImportItem = z.infer<typeof DataImportItem>;

/** How many items of each outcome, per kind. */
export const DataImportCounts = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type DataImportCounts = z.infer<typeof DataImportCounts>;

export const DataImportSummary = z.object({
  /** The catalogue's kinds are absent from the feeds planned before the catalogue was imported. */
  site: DataImportCounts.optional(),
  dimension: DataImportCounts.optional(),
  componentOptionDefinition: DataImportCounts.optional(),
  componentType: DataImportCounts.optional(),
  componentPlacement: DataImportCounts.optional(),
  componentOption: DataImportCounts,
  product: DataImportCounts,
  /** Absent from the feeds planned before versions were imported. */
  version: DataImportCounts.optional(),
});
export type DataImportSummary = z.infer<typeof DataImportSummary>;

export const DataImportLogLine = z.object({
  at: z.string(),
  level: z.enum(["info", "warn", "error"]),
  text: z.string(),
});
export type DataImportLogLine = z.infer<typeof DataImportLogLine>;

/**
 * The spec's Data feed (part 3): the uploaded file is downloaded from `GET dataimport/{id}/source` rather than
 * sent back in every read. summary is null until the dry run is done; items are read by page
 * (`GET dataimport/{id}/items`).
 */
export const DataImport = z.object({
  dataImportId: z.string(),
  jobStatusId: z.string().nullable(),
  name: z.string(),
  created: z.string(),
  createdBy: z.string(),
  status: DataImportStatus,
  stage: DataImportStage,
  format: DataImportFormat.nullable(),
  mimeType: z.string(),
  size: z.number().int(),
  summary: DataImportSummary.nullable(),
  log: z.array(DataImportLogLine),
  appliedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Apply is offered: the dry run succeeded, nothing was applied yet, and something would change. */
  canApply: z.boolean(),
  /** Undo is offered: applied and not undone (whether the touched items are unchanged is checked on undo). */
  canUndo: z.boolean(),
  etag: z.string(),
});
export type DataImport = z.infer<typeof DataImport>;

export const DataImportList = z.object({ dataImports: z.array(DataImport) });
export type DataImportList = z.infer<typeof DataImportList>;

/** `GET dataimport/{id}/items?outcome=&kind=&skip=&take=`: a page of the difference. */
export const DataImportItemsQuery = z.object({
  outcome: DataImportOutcome.optional(),
  kind: DataImportItemKind.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(DATA_IMPORT_ITEMS_MAX_TAKE).default(100),
});
export type DataImportItemsQuery = z.infer<typeof DataImportItemsQuery>;

export const DataImportItemPage = z.object({ items: z.array(DataImportItem), total: z.number().int() });
export type DataImportItemPage = z.infer<typeof DataImportItemPage>;

/** `POST dataimport` as JSON (multipart sends the file instead); `?dryRun=true` stops after the difference. */
export const DataImportUpload = z.object({
  name: storableText(200, "Name").trim().min(1, { error: "Name is required." }),
  mimeType: storableText(200, "Mime type"),
  source: z.base64({ error: "Source must be base64." }),
});
export type DataImportUpload = z.infer<typeof DataImportUpload>;

export const DataImportUploadQuery = z.object({
  dryRun: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/** Apply and undo are checked against the etag the feed was read with. */
export const DataImportActionInput = z.object({ etag: z.string().min(1, { error: "Etag is required." }) });
export type DataImportActionInput = z.infer<typeof DataImportActionInput>;

/**
 * `POST dataimport/edit`: a batch (its text, as uploaded) and either a prompt in plain English or the commands
 * to apply (the activation tool, or the commands the user confirmed). Answers the commands and the edited batch;
 * a prompt the parser cannot read answers 400 with its problem (BATCH_EDIT_PROBLEMS) and the unknown words.
 */
export const BatchEditRequest = z
  .object({
    source: z.string().max(DATA_IMPORT_MAX_BYTES),
    prompt: z.string().max(BATCH_EDIT_PROMPT_MAX).optional(),
    commands: z.array(BatchEditCommand).max(50).optional(),
  })
  .refine((input) => input.prompt !== undefined || input.commands !== undefined, {
    error: "Send a prompt or the commands.",
  });
export type BatchEditRequest = z.infer<typeof BatchEditRequest>;

export const BatchEditChangeCount = z.object({
  command: BatchEditCommand,
  componentOptions: z.number().int(),
  products: z.number().int(),
});

export const BatchEditResponse = z.object({
  commands: z.array(BatchEditCommand),
  changes: z.array(BatchEditChangeCount),
  /** The edited batch, as text indented like an export (four spaces). */
  edited: z.string(),
});
export type BatchEditResponse = z.infer<typeof BatchEditResponse>;

/** The 400 of `POST dataimport/edit` for a prompt the parser cannot read: its problem and the words it did not know. */
export const BatchEditProblem = z.object({ message: z.string(), unknownWords: z.array(z.string()) });
export type BatchEditProblem = z.infer<typeof BatchEditProblem>;

/** `POST dataimport/batch`: a batch file of the current state of the chosen options and products. */
export const BatchSelection = z
  .object({
    componentOptionCodes: z.array(z.string().min(1)).max(100_000).default([]),
    productCodes: z.array(z.string().min(1)).max(100_000).default([]),
  })
  .refine((input) => input.componentOptionCodes.length + input.productCodes.length > 0, {
    error: "Choose at least one option or product.",
  });
export type BatchSelection = z.infer<typeof BatchSelection>;

export { BatchFile };
