import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/** A company's reference data, translation mapping or data grid (part 3 "Reference data"). */
export const referenceDatas = pgTable(
  "reference_datas",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    dataType: text("data_type").$type<ReferenceDataType>().notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Shown as 'mapping file code'; a data grid query names its grid by it. */
    type: text("type").notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    updatedBy: text("updated_by"),
  },
  (t) => [index("reference_datas_company_idx").on(t.companyId, t.dataType, t.name)],
);

/** A current file of a reference data; its content is a blob. */
export const referenceDataFiles = pgTable(
  "reference_data_files",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    referenceDataId: text("reference_data_id")
      .notNull()
      .references(() => referenceDatas.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    updatedAt: updatedAtColumn(),
    updatedBy: text("updated_by"),
  },
  (t) => [index("reference_data_files_parent_idx").on(t.referenceDataId)],
);

/**
 * Every upload and removal of a reference data's files, newest first; an upload's blob is kept, so any
 * history entry downloads (GET referencedata/{dataType}/{id}/{fileId} takes a file or a history id).
 */
export const referenceDataFileHistory = pgTable(
  "reference_data_file_history",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    referenceDataId: text("reference_data_id")
      .notNull()
      .references(() => referenceDatas.id, { onDelete: "cascade" }),
    referenceDataFileId: text("reference_data_file_id").notNull(),
    action: text("action").$type<"uploaded" | "removed">().notNull(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAtColumn(),
    createdBy: text("created_by"),
  },
  (t) => [index("reference_data_file_history_parent_idx").on(t.referenceDataId, t.createdAt)],
);

/**
 * The company's legacy attribute mapping: each upload or clear is a row; the newest upload not followed by a
 * clear is the current file.
 */
export const legacyMappingHistory = pgTable(
  "legacy_mapping_history",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    action: text("action").$type<"uploaded" | "cleared">().notNull(),
    name: text("name"),
    mimeType: text("mime_type"),
    size: bigint("size", { mode: "number" }),
    storageKey: text("storage_key"),
    createdAt: createdAtColumn(),
    createdBy: text("created_by"),
  },
  (t) => [index("legacy_mapping_history_company_idx").on(t.companyId, t.createdAt)],
);

export type ReferenceDataRow = typeof referenceDatas.$inferSelect;
export type ReferenceDataFileRow = typeof referenceDataFiles.$inferSelect;
export type ReferenceDataFileHistoryRow = typeof referenceDataFileHistory.$inferSelect;
export type LegacyMappingHistoryRow = typeof legacyMappingHistory.$inferSelect;
