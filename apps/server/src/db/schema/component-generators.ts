import type { GeneratorParameters } from "@atelier/domain/product/component-rule.schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { componentPackages } from "./component-packages";
import { productVersions } from "./product-versions";
import { users } from "./users";

/**
 * A component rule (generator) of a package (spec part 2, 3 "Component generator"): its parameters
 * say which components it generates; saving it materialises them in `components`. Archiving sets
 * the flag and removes its components.
 */
export const componentGenerators = pgTable(
  "component_generators",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    productId: text("product_id").notNull(),
    versionId: text("version_id")
      .notNull()
      .references(() => productVersions.id, { onDelete: "cascade" }),
    packageId: text("package_id")
      .notNull()
      .references(() => componentPackages.id, { onDelete: "cascade" }),
    parameters: jsonb("parameters").$type<GeneratorParameters>().notNull(),
    /** How many components the last save generated. */
    generated: integer("generated").notNull().default(0),
    archived: boolean("archived").notNull().default(false),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("component_generators_package_idx").on(t.packageId, t.createdAt).where(sql`archived = false`)],
);

export type ComponentRuleRow = typeof componentGenerators.$inferSelect;
export type NewComponentRuleRow = typeof componentGenerators.$inferInsert;
