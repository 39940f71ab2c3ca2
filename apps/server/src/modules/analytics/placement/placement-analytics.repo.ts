import { and, asc, between, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { componentUsageDaily } from "../../../db/schema/components";

export interface UsageWindow {
  placementId: string;
  /** First and last day, both included, as YYYY-MM-DD. */
  start: string;
  end: string;
  mostUsedFirst: boolean;
  take: number;
}

/** The placement's component codes by their summed daily counts over the window; ties by code. */
export async function topComponentCodes(
  db: Db,
  companyId: string,
  window: UsageWindow,
): Promise<{ code: string; count: number }[]> {
  const total = sql<number>`sum(${componentUsageDaily.count})`.mapWith(Number);
  return db
    .select({ code: componentUsageDaily.componentCode, count: total })
    .from(componentUsageDaily)
    .where(
      and(
        eq(componentUsageDaily.companyId, companyId),
        eq(componentUsageDaily.placementId, window.placementId),
        between(componentUsageDaily.day, window.start, window.end),
      ),
    )
    .groupBy(componentUsageDaily.componentCode)
    .orderBy(
      window.mostUsedFirst ? desc(total) : asc(total),
      asc(sql`${componentUsageDaily.componentCode} collate "C"`),
    )
    .limit(window.take);
}
