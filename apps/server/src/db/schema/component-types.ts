import type { PartCodeSequence } from "@atelier/domain/catalogue/component-type.schema";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { catalogueEntityColumns, catalogueEntityIndexes } from "./catalogue-columns";
import { companyIdColumn } from "./company-scope";
import { componentOptionDefinitions } from "./component-option-definitions";

/**
 * A component type (spec part 2, 3 "Component type"): the option definitions that combine into a
 * component and how its part code is written. Archiving only sets the flag: placements refer to types.
 */
export const componentTypes = pgTable(
  "component_types",
  {
    ...catalogueEntityColumns(),
    description: text("description").notNull().default(""),
    /** The ordered part code sequences; their targetIds are ids of the type's definitions. */
    partCodeFormat: jsonb("part_code_format").$type<PartCodeSequence[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => catalogueEntityIndexes("component_types", t, t.name),
);

export type ComponentTypeRow = typeof componentTypes.$inferSelect;
export type NewComponentTypeRow = typeof componentTypes.$inferInsert;

/** The definitions a type combines, in the editor's order; each definition at most once per type. */
export const componentTypeDefinitions = pgTable(
  "component_type_definitions",
  {
    companyId: companyIdColumn(),
    componentTypeId: text("component_type_id")
      .notNull()
      .references(() => componentTypes.id, { onDelete: "cascade" }),
    componentOptionDefinitionId: text("component_option_definition_id")
      .notNull()
      .references(() => componentOptionDefinitions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.componentTypeId, t.position] }),
    uniqueIndex("component_type_definitions_unique").on(t.componentTypeId, t.componentOptionDefinitionId),
    index("component_type_definitions_definition_idx").on(t.componentOptionDefinitionId),
  ],
);
