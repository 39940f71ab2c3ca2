import type { AppletScope } from "@atelier/domain/settings/applet.schema";
import { bigint, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/** A small web page of the company's, opened in the applet frame with a model (part 3 "Applet"). */
export const applets = pgTable(
  "applets",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    scope: text("scope").$type<AppletScope>().notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    updatedBy: text("updated_by"),
  },
  (t) => [index("applets_company_idx").on(t.companyId, t.scope)],
);

/** One file of an applet, its content in blob storage; a same-name upload replaces it. */
export const appletFiles = pgTable(
  "applet_files",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    appletId: text("applet_id")
      .notNull()
      .references(() => applets.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    storageKey: text("storage_key").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    sha256: text("sha256").notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex("applet_files_name_unique").on(t.appletId, t.name)],
);

export type AppletRow = typeof applets.$inferSelect;
export type AppletFileRow = typeof appletFiles.$inferSelect;
