import type { ActionEventInput } from "@atelier/domain/analytics/action-event.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  actionEvents,
  actionSessions,
  analyticsActionDaily,
  analyticsBrowserDaily,
  analyticsFunnelDaily,
  analyticsOptionDaily,
  analyticsPersonalizationDaily,
  analyticsRecipeDaily,
} from "../../../db/schema/analytics";
import { componentUsageDaily } from "../../../db/schema/components";

export const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36";
export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A valid event of `type` in session `sessionId`, with the Studio's usual facts. */
export function actionEvent(
  type: ActionEventInput["type"],
  sessionId: string,
  values: Partial<ActionEventInput> = {},
): ActionEventInput {
  return { type, sessionId, styleCode: "SNK-1", siteCode: "us", ...values };
}

/** Everything the analytics storage holds of the company: raw rows, sessions and each rollup. */
export async function analyticsOf(db: Db, companyId: string) {
  return {
    events: await db.select().from(actionEvents).where(eq(actionEvents.companyId, companyId)),
    sessions: await db.select().from(actionSessions).where(eq(actionSessions.companyId, companyId)),
    actions: await db.select().from(analyticsActionDaily).where(eq(analyticsActionDaily.companyId, companyId)),
    options: await db.select().from(analyticsOptionDaily).where(eq(analyticsOptionDaily.companyId, companyId)),
    funnel: await db.select().from(analyticsFunnelDaily).where(eq(analyticsFunnelDaily.companyId, companyId)),
    recipes: await db.select().from(analyticsRecipeDaily).where(eq(analyticsRecipeDaily.companyId, companyId)),
    browsers: await db.select().from(analyticsBrowserDaily).where(eq(analyticsBrowserDaily.companyId, companyId)),
    personalizations: await db
      .select()
      .from(analyticsPersonalizationDaily)
      .where(eq(analyticsPersonalizationDaily.companyId, companyId)),
    usage: await db.select().from(componentUsageDaily).where(eq(componentUsageDaily.companyId, companyId)),
  };
}
