import type { AuditActorKind } from "@atelier/domain/shared/audit.schema";
import type { CommentKind, Visibility } from "@atelier/domain/shared/comment.schema";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/** A comment on any entity of the company (its owner: type and id), with a kind and a visibility. */
export const comments = pgTable(
  "comments",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerType: text("owner_type").notNull(),
    ownerId: text("owner_id").notNull(),
    kind: text("kind").$type<CommentKind>().notNull(),
    visibility: text("visibility").$type<Visibility>().notNull(),
    body: text("body").notNull(),
    authorKind: text("author_kind").$type<AuditActorKind>().notNull(),
    authorUserId: text("author_user_id"),
    authorName: text("author_name").notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("comments_owner_idx").on(t.companyId, t.ownerType, t.ownerId, t.createdAt)],
);

export type CommentRow = typeof comments.$inferSelect;
