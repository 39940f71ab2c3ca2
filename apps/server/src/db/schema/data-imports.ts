import type {
  DataImportChange,
  DataImportFormat,
  DataImportItemKind,
  DataImportLogLine,
  DataImportOutcome,
  DataImportRefusal,
  DataImportStage,
  DataImportStatus,
  DataImportSummary,
} from "@atelier/domain/data/data-import.schema";
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, timestampColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/**
 * One uploaded batch file and its run (part 3 "Data feed"): the file is a blob (sourceKey); the job plans the
 * difference into data_import_items, and applies it when asked.
 */
export const dataImports = pgTable(
  "data_imports",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sourceKey: text("source_key").notNull(),
    status: text("status").$type<DataImportStatus>().notNull().default("Created"),
    stage: text("stage").$type<DataImportStage>().notNull().default("Planned"),
    format: text("format").$type<DataImportFormat>(),
    /** Apply as soon as the dry run is done (POST without dryRun). */
    applyAfterPlan: integer("apply_after_plan").notNull().default(0),
    summary: jsonb("summary").$type<DataImportSummary>(),
    log: jsonb("log").$type<DataImportLogLine[]>().notNull().default([]),
    jobId: text("job_id"),
    appliedAt: timestampColumn("applied_at"),
    undoneAt: timestampColumn("undone_at"),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    createdBy: text("created_by").notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("data_imports_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * One item of a feed's difference, in file order. `after` is what apply writes (the create or update input);
 * on apply, `beforeRow` keeps the item as it was (null when added) and `appliedEtag` the etag apply gave it,
 * so undo restores only items unchanged since.
 */
export const dataImportItems = pgTable(
  "data_import_items",
  {
    importId: text("import_id")
      .notNull()
      .references(() => dataImports.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    companyId: companyIdColumn(),
    kind: text("kind").$type<DataImportItemKind>().notNull(),
    code: text("code").notNull(),
    outcome: text("outcome").$type<DataImportOutcome>().notNull(),
    /** The id of the matched row (changed or unchanged), or of the row apply added. */
    targetId: text("target_id"),
    /**
     * A catalogue item's id in the workspace that exported it: with targetId, what later imports translate that
     * id to (docs/decisions/data-import-references.md).
     */
    fileId: text("file_id"),
    changes: jsonb("changes").$type<DataImportChange[]>().notNull().default([]),
    refusals: jsonb("refusals").$type<DataImportRefusal[]>().notNull().default([]),
    after: jsonb("after").$type<Record<string, unknown>>(),
    beforeRow: jsonb("before_row").$type<Record<string, unknown>>(),
    appliedEtag: text("applied_etag"),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.index] }),
    index("data_import_items_outcome_idx").on(t.importId, t.outcome),
    index("data_import_items_kind_idx").on(t.importId, t.kind, t.index),
    index("data_import_items_file_id_idx").on(t.companyId, t.kind, t.fileId).where(sql`file_id is not null`),
  ],
);

export type DataImportRow = typeof dataImports.$inferSelect;
export type DataImportItemRow = typeof dataImportItems.$inferSelect;
