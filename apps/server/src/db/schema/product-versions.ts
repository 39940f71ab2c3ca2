import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { products } from "./products";

/** A numbered version of a product (spec part 1 section 3, "Product version"); at most one is active. */
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
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("product_versions_product_code_unique").on(t.productId, t.code),
    uniqueIndex("product_versions_one_active_unique").on(t.productId).where(sql`${t.active}`),
    index("product_versions_company_idx").on(t.companyId),
  ],
);

export type ProductVersionRow = typeof productVersions.$inferSelect;
export type NewProductVersionRow = typeof productVersions.$inferInsert;
