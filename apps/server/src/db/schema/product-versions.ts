import type { VersionFields } from "@atelier/domain/product/version.schema";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { products } from "./products";

type Content = z.output<typeof VersionFields>;

/**
 * A numbered version of a product (spec part 1 section 3, "Product version"); at most one is active.
 * Scalars are columns; the lists the editor writes as a whole (groups, views, rules, prices, attributes)
 * are typed jsonb, stored as the domain schema outputs them (see docs/decisions/server-version-storage.md).
 */
export const productVersions = pgTable(
  "product_versions",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: integer("code").notNull(),
    name: text("name").notNull().default(""),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(false),
    /** The version this one was branched from; null for a new or cloned version, or when that one was removed. */
    parentVersionId: text("parent_version_id").references((): AnyPgColumn => productVersions.id, {
      onDelete: "set null",
    }),
    imageRootUrl: text("image_root_url").notNull().default(""),
    imageCacheId: text("image_cache_id").notNull().default(""),
    customAttributesJson: jsonb("custom_attributes_json")
      .$type<Content["customAttributesJson"]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    priceJson: jsonb("price_json").$type<Content["priceJson"]>().notNull().default(sql`'[]'::jsonb`),
    componentGroups: jsonb("component_groups").$type<Content["componentGroups"]>().notNull().default(sql`'[]'::jsonb`),
    imageViews: jsonb("image_views").$type<Content["imageViews"]>().notNull().default(sql`'[]'::jsonb`),
    noSiblingRules: boolean("no_sibling_rules").notNull().default(false),
    combineOnlyWhen: boolean("combine_only_when").notNull().default(false),
    rulesJson: jsonb("rules_json").$type<Content["rulesJson"]>().notNull().default(sql`'[]'::jsonb`),
    initialConfigurationsJson: jsonb("initial_configurations_json")
      .$type<Content["initialConfigurationsJson"]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    componentStatusesJson: jsonb("component_statuses_json")
      .$type<Content["componentStatusesJson"]>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The uploaded image mapping file as base64, with its name and type; all three null when cleared. */
    imageMappingSource: text("image_mapping_source"),
    imageMappingFile: text("image_mapping_file"),
    imageMappingFileMimeType: text("image_mapping_file_mime_type"),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("product_versions_product_code_unique").on(t.productId, t.code),
    uniqueIndex("product_versions_one_active_unique").on(t.productId).where(sql`${t.active}`),
    index("product_versions_company_idx").on(t.companyId),
    index("product_versions_parent_idx").on(t.parentVersionId),
  ],
);

export type ProductVersionRow = typeof productVersions.$inferSelect;
export type NewProductVersionRow = typeof productVersions.$inferInsert;
