import {
  PLACEMENT_ANALYTICS_TOP,
  type PlacementAnalytics,
  type PlacementAnalyticsQuery,
} from "@atelier/domain/product/component.schema";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { findLivePlacement } from "../../catalogue/component-placement/component-placement.service";
import { periodOf } from "../analytics-period";
import { topComponentCodes } from "./placement-analytics.repo";
import { PLACEMENT_ANALYTICS_MESSAGES } from "./placement-analytics-messages";

type Query = z.output<typeof PlacementAnalyticsQuery>;

/**
 * The placement analytics panel's top list: the placement's PLACEMENT_ANALYTICS_TOP components by how
 * often they were chosen between the two days (both included), most used first (sort -1) or least (1).
 * Mode 0 (counts) is the only mode. Another company's placement, or an archived one, answers 404. The period
 * has no longest length here: the panel reads one placement's daily rows, cheap over any span.
 */
export async function placementAnalytics(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  query: Query,
): Promise<PlacementAnalytics> {
  const { companyId } = actor;
  if (query.sort !== -1 && query.sort !== 1) throw AppError.field("sort", PLACEMENT_ANALYTICS_MESSAGES.sort);
  if (query.mode !== 0) throw AppError.field("mode", PLACEMENT_ANALYTICS_MESSAGES.mode);
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
