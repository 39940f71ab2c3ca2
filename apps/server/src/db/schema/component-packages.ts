import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import type { PriceList } from "@atelier/domain/shared/price.schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { productVersions } from "./product-versions";

/**
 * A component package of a version (spec part 1 section 3, "Component package"). Removing one from the
 * Packages screen only marks it archived; it goes with its version.
 */
export const componentPackages = pgTable(
  "component_packages",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    versionId: text("version_id")
      .notNull()
      .references(() => productVersions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    basePriceJson: jsonb("base_price_json").$type<PriceList>().notNull().default(sql`'[]'::jsonb`),
    packagePriceJson: jsonb("package_price_json").$type<PriceList>().notNull().default(sql`'[]'::jsonb`),
    customAttributesJson: jsonb("custom_attributes_json")
      .$type<CustomAttributeList>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    archived: boolean("archived").notNull().default(false),
    /** The place on the Packages screen (the order of the last save). */
    position: integer("position").notNull().default(0),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index("component_packages_version_idx").on(t.versionId, t.position),
    index("component_packages_company_idx").on(t.companyId),
  ],
);

export type ComponentPackageRow = typeof componentPackages.$inferSelect;
export type NewComponentPackageRow = typeof componentPackages.$inferInsert;
