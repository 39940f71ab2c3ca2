import type { Usage, UsageKind } from "@atelier/domain/account/usage.schema";
import {
  fillDays,
  monthRange,
  trailingRange,
  USAGE_TRAILING_DAYS,
  utcDayKey,
} from "@atelier/domain/account/usage-series";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";

/**
 * The company's usage of one kind: this UTC month so far and the trailing 30 days, every day present.
 * Counts not yet stored are included, so a figure is right at once.
 */
export async function usageOf(deps: Pick<AppDeps, "clock" | "usage">, actor: Actor, kind: UsageKind): Promise<Usage> {
  const today = utcDayKey(deps.clock());
  const thisMonth = monthRange(today);
  const trailing = trailingRange(today, USAGE_TRAILING_DAYS);
  // On the 31st the month starts before the trailing window does.
  const both = { start: trailing.start, end: today };
  if (thisMonth.start < both.start) both.start = thisMonth.start;
  const days = await deps.usage.days(actor.companyId, kind, both);
  return { thisMonth: fillDays(thisMonth, days), trailing: fillDays(trailing, days) };
}
