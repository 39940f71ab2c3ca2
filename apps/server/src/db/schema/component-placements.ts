import type { AssistantType, PlacementUsage } from "@atelier/domain/catalogue/component-placement.schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { catalogueEntityColumns, catalogueEntityIndexes } from "./catalogue-columns";
import { companyIdColumn } from "./company-scope";
import { componentTypes } from "./component-types";

/** A place on a product where components go (spec part 2, 3 "Component placement"). Archiving sets the flag. */
export const componentPlacements = pgTable(
  "component_placements",
  {
    ...catalogueEntityColumns(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    usage: text("usage").$type<PlacementUsage>().notNull().default("Standard"),
    assistantType: text("assistant_type").$type<AssistantType>().notNull().default("None"),
    assistantDescription: text("assistant_description").notNull().default(""),
    doNotTrackInventory: boolean("do_not_track_inventory").notNull().default(false),
    componentTags: text("component_tags").array().notNull().default(sql`'{}'::text[]`),
    jointTags: text("joint_tags").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => catalogueEntityIndexes("component_placements", t, t.code),
);

export type ComponentPlacementRow = typeof componentPlacements.$inferSelect;
export type NewComponentPlacementRow = typeof componentPlacements.$inferInsert;

/** The types a placement takes, in the editor's order, with their code prefix and suffix; each type at most once. */
export const componentPlacementTypes = pgTable(
  "component_placement_types",
  {
    companyId: companyIdColumn(),
    componentPlacementId: text("component_placement_id")
      .notNull()
      .references(() => componentPlacements.id, { onDelete: "cascade" }),
    componentTypeId: text("component_type_id")
      .notNull()
      .references(() => componentTypes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    codePrefix: text("code_prefix").notNull().default(""),
    codeSuffix: text("code_suffix").notNull().default(""),
    optional: boolean("optional").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.componentPlacementId, t.position] }),
    uniqueIndex("component_placement_types_unique").on(t.componentPlacementId, t.componentTypeId),
    index("component_placement_types_type_idx").on(t.componentTypeId),
  ],
);

export type ComponentPlacementTypeRow = typeof componentPlacementTypes.$inferSelect;
