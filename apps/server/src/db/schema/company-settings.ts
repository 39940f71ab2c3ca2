import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { etagColumn, updatedAtColumn } from "./columns";
import { companies } from "./companies";

const companyKey = () =>
  text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" });

/**
 * Recipe and Blueprint Settings (part 3 "Company settings"): one row per company, made on its first save.
 * The SFTP password is kept sealed (AES-256-GCM, src/modules/settings/sealing/seal-box.ts), never sent back.
 */
export const companySettings = pgTable("company_settings", {
  companyId: companyKey(),
  recipeCss: text("recipe_css").notNull().default(""),
  blockedRecipeAttributes: text("blocked_recipe_attributes").array().notNull().default([]),
  recipeSftpHost: text("recipe_sftp_host").notNull().default(""),
  recipeSftpPath: text("recipe_sftp_path").notNull().default(""),
  recipeSftpUser: text("recipe_sftp_user").notNull().default(""),
  recipeSftpPasswordEncrypted: text("recipe_sftp_password_encrypted"),
  etag: etagColumn(),
  updatedAt: updatedAtColumn(),
  updatedBy: text("updated_by"),
});

/** Global Custom Settings (part 3 "Company data"): the workspace's custom attributes. */
export const companyData = pgTable("company_data", {
  companyId: companyKey(),
  customAttributesJson: jsonb("custom_attributes_json").$type<CustomAttributeList>().notNull().default([]),
  etag: etagColumn(),
  updatedAt: updatedAtColumn(),
  updatedBy: text("updated_by"),
});

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type CompanyDataRow = typeof companyData.$inferSelect;
