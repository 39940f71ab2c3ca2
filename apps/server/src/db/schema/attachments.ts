import type { Visibility } from "@atelier/domain/shared/comment.schema";
import { bigint, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/** A file attached to any entity of the company (its owner: type and id); its content has versions. */
export const attachments = pgTable(
  "attachments",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerType: text("owner_type").notNull(),
    ownerId: text("owner_id").notNull(),
    name: text("name").notNull(),
    /** What the file is for (orders: view, proof, public, internal). */
    usage: text("usage").notNull(),
    visibility: text("visibility").$type<Visibility>().notNull(),
    /** The view and placement codes the file is about (an order's proof of one view), or empty. */
    view: text("view").notNull().default(""),
    placement: text("placement").notNull().default(""),
    currentVersion: integer("current_version").notNull().default(1),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("attachments_owner_idx").on(t.companyId, t.ownerType, t.ownerId)],
);

/** One stored content of an attachment; a new upload under the same attachment adds a version. */
export const attachmentVersions = pgTable(
  "attachment_versions",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    attachmentId: text("attachment_id")
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    storageKey: text("storage_key").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("attachment_versions_unique").on(t.attachmentId, t.version)],
);

export type AttachmentRow = typeof attachments.$inferSelect;
export type AttachmentVersionRow = typeof attachmentVersions.$inferSelect;
