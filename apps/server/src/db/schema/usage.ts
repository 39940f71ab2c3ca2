import type { UsageKind } from "@atelier/domain/account/usage.schema";
import { bigint, date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { companyIdColumn } from "./company-scope";

/** A company's usage per UTC day and kind: bytes sent (bandwidth) or calls made (moderation). */
export const usageDaily = pgTable(
  "usage_daily",
  {
    companyId: companyIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<UsageKind>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.day] })],
);

export type UsageDailyRow = typeof usageDaily.$inferSelect;
