import type { ProductStatus, ProductType } from "@atelier/domain/product.schema";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { users } from "./users";

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
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
