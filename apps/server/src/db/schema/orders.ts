import type { OrderStatus } from "@atelier/domain/order/order-status";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { recipes } from "./recipes";

/**
 * An order (spec part 3, "Order"): one per recipe, keyed by the recipe's id. Its history is the audit trail
 * under `order/{recipeId}` (docs/decisions/server-order-history.md).
 */
export const orders = pgTable(
  "orders",
  {
    recipeId: text("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    companyId: companyIdColumn(),
    /** The shop's order id; the recipe id when none was given. */
    orderId: text("order_id").notNull(),
    orderNumber: text("order_number"),
    itemId: text("item_id"),
    itemQuantity: integer("item_quantity"),
    styleCodes: text("style_codes").array().notNull(),
    siteCodes: text("site_codes").array().notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("Created"),
    fulfillmentStatus: text("fulfillment_status").notNull().default(""),
    notes: text("notes").notNull().default(""),
    holdReason: text("hold_reason").notNull().default(""),
    /** Where the review link goes when the order waits for the customer. */
    customerEmail: text("customer_email"),
    /** The review page's code, sealed with the stored-secrets key (docs/decisions/server-order-access-code.md). */
    accessCodeSealed: text("access_code_sealed").notNull(),
    /** Lower-case order id, number, recipe id, style codes and personal texts: what the list's filter matches. */
    searchText: text("search_text").notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("orders_company_created_idx").on(t.companyId, sql`${t.createdAt} desc`, sql`${t.recipeId} desc`),
    index("orders_company_status_created_idx").on(
      t.companyId,
      t.status,
      sql`${t.createdAt} desc`,
      sql`${t.recipeId} desc`,
    ),
    index("orders_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
