import type { PlacementUsage } from "@atelier/domain/catalogue/component-placement.schema";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { componentGenerators } from "./component-generators";
import { productVersions } from "./product-versions";

/**
 * A component of a version, materialised by its rule: one per combination of the rule's options.
 * `optionKey` (the option ids, sorted, joined by ',') identifies it within its rule, so saving a rule
 * again inserts only new combinations and deletes only dropped ones.
 */
export const components = pgTable(
  "components",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    versionId: text("version_id")
      .notNull()
      .references(() => productVersions.id, { onDelete: "cascade" }),
    packageId: text("package_id").notNull(),
    generatorId: text("generator_id")
      .notNull()
      .references(() => componentGenerators.id, { onDelete: "cascade" }),
    placementId: text("placement_id").notNull(),
    optionKey: text("option_key").notNull(),
    optionIds: text("option_ids").array().notNull(),
    code: text("code").notNull(),
    /** The code's natural sort key (domain natural-order.ts), written with the code: lists follow it. */
    codeSortKey: text("code_sort_key").notNull(),
    placementIndependentCode: text("placement_independent_code").notNull(),
    usage: text("usage").$type<PlacementUsage>().notNull(),
    unavailable: boolean("unavailable").notNull().default(false),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("components_generator_option_key_unique").on(t.generatorId, t.optionKey),
    index("components_version_code_idx").on(t.versionId, sql`${t.codeSortKey} collate "C"`, sql`${t.code} collate "C"`),
  ],
);

export type ComponentRow = typeof components.$inferSelect;
export type NewComponentRow = typeof components.$inferInsert;

/**
 * How often a component of a placement was chosen on a day. The analytics call reads it; recipes
 * write it when they are ordered (a later area), so it starts empty.
 */
export const componentUsageDaily = pgTable(
  "component_usage_daily",
  {
    companyId: companyIdColumn(),
    placementId: text("placement_id").notNull(),
    componentCode: text("component_code").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [uniqueIndex("component_usage_daily_unique").on(t.companyId, t.placementId, t.day, t.componentCode)],
);
