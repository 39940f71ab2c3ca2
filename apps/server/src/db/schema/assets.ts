import type {
  ModelFigures,
  OptimizationLogLine,
  OptimizationStatus,
  ValidatorReport,
} from "@atelier/domain/asset/optimization.schema";
import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, timestampColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/** Text compared byte by byte (`COLLATE "C"`): a prefix search and the page order use the primary key's index. */
const byteOrderText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * One asset of a company's library (part 3 "Asset"): its name is its path, its content a blob. The row keeps
 * what the list shows, so a page of the library is one indexed read (names in byte order: `COLLATE "C"`).
 */
export const assets = pgTable(
  "assets",
  {
    companyId: companyIdColumn(),
    name: byteOrderText("name").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    sha256: text("sha256").notNull(),
    lastModified: timestamp("last_modified", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);

/** A company's 3D optimisation profile (part 3 "Optimization profile"): ordered steps with one SaveAs. */
export const dataOptimizationProfiles = pgTable(
  "data_optimization_profiles",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    steps: jsonb("steps").$type<OptimizationStep[]>().notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    updatedBy: text("updated_by"),
  },
  (t) => [index("data_optimization_profiles_company_idx").on(t.companyId, t.name)],
);

/** One uploaded GLB and its optimisation run (part 3 "Optimization"). */
export const dataOptimizations = pgTable(
  "data_optimizations",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    status: text("status").$type<OptimizationStatus>().notNull().default("Created"),
    profileId: text("profile_id").references(() => dataOptimizationProfiles.id, { onDelete: "set null" }),
    /** The profile's steps as they were when the run started. */
    steps: jsonb("steps").$type<OptimizationStep[]>(),
    message: text("message").notNull().default(""),
    sourceKey: text("source_key").notNull(),
    resultKey: text("result_key"),
    /** The result's file name (its extension follows the SaveAs step). */
    resultName: text("result_name"),
    log: jsonb("log").$type<OptimizationLogLine[]>().notNull().default([]),
    before: jsonb("before").$type<ModelFigures>(),
    after: jsonb("after").$type<ModelFigures>(),
    validator: jsonb("validator").$type<ValidatorReport>(),
    jobId: text("job_id"),
    approvedAt: timestampColumn("approved_at"),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    createdBy: text("created_by").notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("data_optimizations_company_idx").on(t.companyId, t.createdAt)],
);

export type AssetRow = typeof assets.$inferSelect;
export type DataOptimizationProfileRow = typeof dataOptimizationProfiles.$inferSelect;
export type DataOptimizationRow = typeof dataOptimizations.$inferSelect;
