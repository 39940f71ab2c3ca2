import type { UsageDay, UsageKind } from "@atelier/domain/account/usage.schema";
import type { DayRange } from "@atelier/domain/account/usage-series";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { usageDaily } from "../db/schema/usage";

/**
 * Adds the amounts to the company's stored days, in one statement: a missing day is inserted, an existing
 * one grows by the amount.
 */
export async function addUsage(
  db: Db,
  companyId: string,
  amounts: readonly { kind: UsageKind; day: string; amount: number }[],
): Promise<void> {
  if (amounts.length === 0) return;
  await db
    .insert(usageDaily)
    .values(amounts.map(({ kind, day, amount }) => ({ companyId, kind, day, amount })))
    .onConflictDoUpdate({
      target: [usageDaily.companyId, usageDaily.kind, usageDaily.day],
      set: { amount: sql`${usageDaily.amount} + excluded.amount` },
    });
}

/** The company's stored days of one kind in the range, by day; days without a row are left out. */
export function usageDays(db: Db, companyId: string, kind: UsageKind, range: DayRange): Promise<UsageDay[]> {
  return db
    .select({ date: usageDaily.day, total: usageDaily.amount })
    .from(usageDaily)
    .where(
      and(
        eq(usageDaily.companyId, companyId),
        eq(usageDaily.kind, kind),
        between(usageDaily.day, range.start, range.end),
      ),
    )
    .orderBy(asc(usageDaily.day));
}
