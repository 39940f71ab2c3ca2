import type { AuditAction, AuditActorKind, AuditChange } from "@atelier/domain/shared/audit.schema";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { idColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/**
 * The audit trail: one row per write to a resource, added in the write's own transaction (src/audit/).
 * `resourcePath` is the resource's API path below /api/v1 (e.g. `product/{id}/version/{versionId}`): its
 * history is the rows of that path, and the web app opens the resource from it. Rows are never changed.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorKind: text("actor_kind").$type<AuditActorKind>().notNull(),
    actorUserId: text("actor_user_id"),
    actorApiKeyId: text("actor_api_key_id"),
    /** The key's name, or the user's full name, at the time of the write. */
    actorName: text("actor_name").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    resourcePath: text("resource_path").notNull(),
    /** What the resource was called at the time (its name or code), so that an entry reads without it. */
    resourceLabel: text("resource_label").notNull().default(""),
    action: text("action").$type<AuditAction>().notNull(),
    changes: jsonb("changes").$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [
    index("audit_entries_company_at_idx").on(t.companyId, t.at),
    index("audit_entries_path_idx").on(t.companyId, t.resourcePath, t.at),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntryRow = typeof auditEntries.$inferInsert;
