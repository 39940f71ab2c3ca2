import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { catalogueEntityColumns, catalogueEntityIndexes } from "./catalogue-columns";

/** A site the company sells through (spec part 2, 3 "Site"); its code is unique among live sites. */
export const sites = pgTable(
  "sites",
  {
    ...catalogueEntityColumns(),
    code: text("code").notNull(),
    externalInventory: boolean("external_inventory").notNull().default(false),
  },
  (t) => catalogueEntityIndexes("sites", t, t.code),
);

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;
