import type { RecipeStored } from "@atelier/domain/customer/recipe.schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/**
 * A saved configuration (spec part 3, "Recipe document"). Immutable once written: a changed configuration
 * is a new recipe naming its parent. The id is short and unguessable (it is the customer's link), made by
 * the recipe service. Product and version are kept by id and by code without a foreign key, so that a
 * recipe outlives a removed version.
 */
export const recipes = pgTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    companyId: companyIdColumn(),
    productId: text("product_id").notNull(),
    versionId: text("version_id").notNull(),
    styleCode: text("style_code").notNull(),
    versionCode: integer("version_code").notNull(),
    siteCode: text("site_code").notNull().default(""),
    locale: text("locale").notNull().default(""),
    parentRecipeId: text("parent_recipe_id"),
    /** The selections, values, views, attachments and price, as the domain schema writes them. */
    content: jsonb("content").$type<RecipeStored>().notNull(),
    userAgent: text("user_agent").notNull().default(""),
    browserFamily: text("browser_family").notNull().default(""),
    browserVersion: text("browser_version").notNull().default(""),
    /** mobile, tablet or desktop. */
    deviceClass: text("device_class").notNull().default("desktop"),
    /** Saved by a crawler or bot (by its user agent): kept, and left out of analytics. */
    bot: boolean("bot").notNull().default(false),
    /** The storefront key that saved it, or null when staff saved it. */
    storefrontKeyId: text("storefront_key_id"),
    /** The user who saved it (a preview in the Studio), or null. */
    createdBy: text("created_by"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("recipes_company_created_idx").on(t.companyId, sql`${t.createdAt} desc`),
    index("recipes_storefront_key_idx").on(t.storefrontKeyId),
    index("recipes_parent_idx").on(t.parentRecipeId),
  ],
);

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipeRow = typeof recipes.$inferInsert;
