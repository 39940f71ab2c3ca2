import type { ProductFields, ProductReferenceData } from "@atelier/domain/product/product.schema";
import type { ProductStatus, ProductType } from "@atelier/domain/product/product-list.schema";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companies } from "./companies";
import { companyIdColumn } from "./company-scope";
import { users } from "./users";

type ProductFieldValues = z.output<typeof ProductFields>;

/** The product fields kept in columns: the ones lists show, sort or filter by, and the parent link. */
type ProductColumnField =
  | "name"
  | "styleCode"
  | "description"
  | "mixinOnly"
  | "tags"
  | "productType"
  | "parentProductId"
  | "parentProducts"
  | "productReferenceDatas";

/**
 * Every other product field, as the editor writes it. Mixins and reference data are kept by id only:
 * their names are read from their own rows when the product is read.
 */
export type ProductSettings = Omit<ProductFieldValues, ProductColumnField> & {
  parentProducts: { parentProductId: string }[];
  productReferenceDatas: Omit<ProductReferenceData, "referenceDataName">[];
};

/** A product the company sells (spec part 1 section 3, "Product"). */
export const products = pgTable(
  "products",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    styleCode: text("style_code").notNull(),
    description: text("description").notNull().default(""),
    /** A product used only as a mixin inside other products. */
    mixinOnly: boolean("mixin_only").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    productType: text("product_type").$type<ProductType>().notNull().default("Standard"),
    productStatus: text("product_status").$type<ProductStatus>().notNull().default("Development"),
    /** The product this one derives from (the parent-product picker), in the same company. */
    parentProductId: text("parent_product_id").references((): AnyPgColumn => products.id, { onDelete: "set null" }),
    /**
     * The remaining settings. Rows written before a setting existed lack it: readers lay the stored
     * object over the domain defaults (see `productSettingsOf`).
     */
    settings: jsonb("settings").$type<Partial<ProductSettings>>().notNull().default({}),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** The user who changed the product last; null when unknown (an API key, or the user was removed). */
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("products_company_style_code_unique").on(t.companyId, t.styleCode),
    // Lists sort by name without regard to case: the index holds the same expression.
    index("products_company_name_idx").on(t.companyId, sql`lower(${t.name})`, t.styleCode),
    index("products_company_updated_idx").on(t.companyId, t.updatedAt),
    index("products_company_updated_by_idx").on(t.companyId, t.updatedBy, t.updatedAt),
    index("products_parent_product_idx").on(t.parentProductId),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * A counter per company, raised in the same transaction as any write to its products or versions.
 * Cached product lists carry the revision they were built at (see docs/decisions/server-product-list-cache.md).
 */
export const catalogueRevisions = pgTable("catalogue_revisions", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  revision: bigint("revision", { mode: "number" }).notNull().default(0),
});
