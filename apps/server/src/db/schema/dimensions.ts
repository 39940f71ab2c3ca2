import type { DimensionAggregate } from "@atelier/domain/catalogue/dimension.schema";
import { pgTable, text } from "drizzle-orm/pg-core";
import { catalogueEntityColumns, catalogueEntityIndexes } from "./catalogue-columns";

/** A measure options carry, e.g. Weight in g (spec part 3, "Dimensions"); its code is unique among live ones. */
export const dimensions = pgTable(
  "dimensions",
  {
    ...catalogueEntityColumns(),
    code: text("code").notNull(),
    unit: text("unit").notNull(),
    description: text("description").notNull().default(""),
    aggregate: text("aggregate").$type<DimensionAggregate>().notNull().default("Sum"),
  },
  (t) => catalogueEntityIndexes("dimensions", t, t.code),
);

export type DimensionRow = typeof dimensions.$inferSelect;
export type NewDimensionRow = typeof dimensions.$inferInsert;
