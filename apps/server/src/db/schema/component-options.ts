import type { ComponentOptionFields } from "@atelier/domain/catalogue/component-option.schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { createdAtColumn, etagColumn, idColumn, updatedAtColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { componentOptionDefinitions } from "./component-option-definitions";
import { users } from "./users";

type ComponentOptionFieldValues = z.output<typeof ComponentOptionFields>;

/** The option fields kept in columns: the ones lists show, sort or filter by. */
type OptionColumnField =
  | "componentOptionDefinitionId"
  | "code"
  | "name"
  | "description"
  | "tags"
  | "explicitOrder"
  | "orderListEnd"
  | "inactive";

/** Every other option field, as the editor writes it (read over the domain defaults, like product settings). */
export type ComponentOptionSettings = Omit<ComponentOptionFieldValues, OptionColumnField>;

/** Rows that still count (a raw predicate, so the index definitions name no table). */
const notArchived = sql`archived = false`;

/** An option of the shared catalogue, e.g. a Red of the definition Color (spec part 2, 3 "Component option"). */
export const componentOptions = pgTable(
  "component_options",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** 'Based on': set when the option is added and never changed; null is 'Any'. */
    componentOptionDefinitionId: text("component_option_definition_id").references(() => componentOptionDefinitions.id),
    code: text("code").notNull(),
    /** The code's natural sort key (domain natural-order.ts), written with the code. */
    codeSortKey: text("code_sort_key").notNull(),
    name: text("name").notNull().default(""),
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    explicitOrder: integer("explicit_order"),
    orderListEnd: boolean("order_list_end").notNull().default(false),
    inactive: boolean("inactive").notNull().default(false),
    settings: jsonb("settings").$type<Partial<ComponentOptionSettings>>().notNull().default({}),
    /** Archived options leave lists and reads; their codes are free again. */
    archived: boolean("archived").notNull().default(false),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("component_options_company_code_unique").on(t.companyId, t.code).where(notArchived),
    // The list order (see component-option.repo.ts), within a company or one of its definitions.
    index("component_options_company_order_idx")
      .on(t.companyId, t.orderListEnd, t.explicitOrder, sql`${t.codeSortKey} collate "C"`, sql`${t.code} collate "C"`)
      .where(notArchived),
    index("component_options_definition_order_idx")
      .on(
        t.companyId,
        t.componentOptionDefinitionId,
        t.orderListEnd,
        t.explicitOrder,
        sql`${t.codeSortKey} collate "C"`,
        sql`${t.code} collate "C"`,
      )
      .where(notArchived),
  ],
);

export type ComponentOptionRow = typeof componentOptions.$inferSelect;
export type NewComponentOptionRow = typeof componentOptions.$inferInsert;
