import {
  PLACEMENT_ANALYTICS_TOP,
  type PlacementAnalytics,
  type PlacementAnalyticsQuery,
} from "@atelier/domain/product/component.schema";
import type { z } from "zod";
import type { Actor } from "../../auth/actor";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors/app-error";
import { requireFound } from "../../errors/guards";
import { findLivePlacement } from "../catalogue/component-placement/component-placement.service";
import { topComponentCodes } from "./analytics.repo";
import { ANALYTICS_MESSAGES } from "./analytics-messages";

type Query = z.output<typeof PlacementAnalyticsQuery>;

/** The day as YYYY-MM-DD, or undefined when it is not on the calendar (e.g. 31 April). */
export function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : undefined;
}

/** The period's two days, checked: each on the calendar, the start not after the end. */
function periodOf(query: Query): { start: string; end: string } {
  const start = calendarDay(query.startyear, query.startmonth, query.startday);
  if (!start) throw AppError.field("startday", ANALYTICS_MESSAGES.invalidStart);
  const end = calendarDay(query.endyear, query.endmonth, query.endday);
  if (!end) throw AppError.field("endday", ANALYTICS_MESSAGES.invalidEnd);
  if (start > end) throw AppError.badRequest(ANALYTICS_MESSAGES.startAfterEnd);
  return { start, end };
}

/**
 * The placement analytics panel's top list: the placement's PLACEMENT_ANALYTICS_TOP components by how
 * often they were chosen between the two days (both included), most used first (sort -1) or least (1).
 * Mode 0 (counts) is the only mode. Another company's placement, or an archived one, answers 404.
 */
export async function placementAnalytics(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  query: Query,
): Promise<PlacementAnalytics> {
  const { companyId } = actor;
  if (query.sort !== -1 && query.sort !== 1) throw AppError.field("sort", ANALYTICS_MESSAGES.sort);
  if (query.mode !== 0) throw AppError.field("mode", ANALYTICS_MESSAGES.mode);
  const period = periodOf(query);
  requireFound(await findLivePlacement(db, companyId, query.placement));
  const components = await topComponentCodes(db, companyId, {
    placementId: query.placement,
    ...period,
    mostUsedFirst: query.sort === -1,
    take: PLACEMENT_ANALYTICS_TOP,
  });
  return { components };
}
