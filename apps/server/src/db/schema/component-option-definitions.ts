import type { InventoryType } from "@atelier/domain/catalogue/component-option-definition.schema";
import { pgTable, text } from "drizzle-orm/pg-core";
import { catalogueEntityColumns, catalogueEntityIndexes } from "./catalogue-columns";

/** A class of options, e.g. Material or Color (spec part 2, 3); its name is unique among live ones. */
export const componentOptionDefinitions = pgTable(
  "component_option_definitions",
  {
    ...catalogueEntityColumns(),
    description: text("description").notNull().default(""),
    inventoryType: text("inventory_type").$type<InventoryType>().notNull().default("None"),
  },
  (t) => catalogueEntityIndexes("component_option_definitions", t, t.name),
);

export type ComponentOptionDefinitionRow = typeof componentOptionDefinitions.$inferSelect;
export type NewComponentOptionDefinitionRow = typeof componentOptionDefinitions.$inferInsert;
