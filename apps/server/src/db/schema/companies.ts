import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

/** A company is one workspace ("instance"). */
export const companies = pgTable("companies", {
  id: idColumn(),
  name: text("name").notNull(),
  instanceType: text("instance_type", { enum: ["Production", "Staging", "Development"] }).notNull(),
  manageAssets: boolean("manage_assets").notNull().default(false),
  optimizeAssets: boolean("optimize_assets").notNull().default(false),
  hasAdvancedModeration: boolean("has_advanced_moderation").notNull().default(false),
  hasImageModeration: boolean("has_image_moderation").notNull().default(false),
  /**
   * Raised by the Caching box's asset flushes: image and model addresses the customer side builds carry it,
   * so browsers and caches fetch the assets again.
   */
  assetsRevision: integer("assets_revision").notNull().default(0),
  /** Optimisation runs the company may still start; each run consumes one (docs/decisions/asset-optimization-credits.md). */
  optimizationCredits: integer("optimization_credits").notNull().default(25),
  createdAt: createdAtColumn(),
});

export type CompanyRow = typeof companies.$inferSelect;
