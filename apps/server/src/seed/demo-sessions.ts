import { ActionEventBatch, type ActionEventInput } from "@atelier/domain/analytics/action-event.schema";
import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { StorefrontActor } from "../auth/actor";
import { DAY, HOUR, MINUTE } from "../clock";
import type { Db } from "../db/client";
import { ingestActionEvents } from "../modules/analytics/event/event.service";
import { classifyUserAgent } from "../modules/customer/recipe/user-agent";
import { DEMO_USER_AGENTS, DEMO_VISITS, type DemoVisit } from "./demo-recipe-visits";

// The demo's Studio sessions (Actions Analytics): the session before each demo recipe, and visits that leave
// without saving, every day of the last year. They go through the event ingestion as the Studio sends them.

/** How many days of visits the demo has, and at most how many visits that save nothing a day. */
export const DEMO_SESSION_DAYS = 365;
const BROWSING_PER_DAY_MAX = 5;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** An event of a visit, before the visit's session id is put on it. */
type SessionEvent = Omit<ActionEventInput, "sessionId">;

/** A visit of the Studio: who, on what, when, and the events it sends. */
export interface DemoSession {
  sessionId: string;
  at: Date;
  userAgent: string;
  events: SessionEvent[];
}

/** The session id of the demo's `index`th session of a kind: the same on every run. */
export const demoSessionId = (kind: "saved" | "browsing", index: number) =>
  `demo-${kind}-${String(index).padStart(6, "0")}`;

/**
 * The events of a visit: the start, each choice, a look at another view, each personal text typed, then (when it
 * saves) the recipe saved and, now and then, shared or added to the cart.
 */
export function sessionEvents(
  visit: DemoVisit,
  blueprint: Blueprint,
  configuration: { selections: Record<string, string>; values: Record<string, string | number> },
  random: Random,
  saves: boolean,
): SessionEvent[] {
  const where = { styleCode: visit.styleCode, siteCode: visit.site || undefined, locale: visit.locale };
  const events: SessionEvent[] = [{ type: "session_start", ...where }];
  for (const [placementCode, componentCode] of Object.entries(configuration.selections)) {
    events.push({ type: "option_chosen", ...where, placementCode, componentCode });
  }
  const view = blueprint.views[1] ?? blueprint.views[0];
  if (view && random() < 0.7) events.push({ type: "view_changed", ...where, viewCode: view.code });
  for (const value of Object.values(configuration.values)) {
    events.push({ type: "text_entered", ...where, value: String(value).slice(0, 200) });
  }
  if (!saves) return events;
  events.push({ type: "recipe_saved", ...where });
  if (random() < 0.3) events.push({ type: "shared", ...where });
  if (random() < 0.45) events.push({ type: "added_to_cart", ...where });
  return events;
}

/** Sends a session's events through the ingestion as the demo shop's Studio would, dated at the visit. */
export async function sendDemoSession(db: Db, storefront: StorefrontActor, session: DemoSession): Promise<void> {
  const batch = ActionEventBatch.parse({
    events: session.events.map((event) => ({ ...event, sessionId: session.sessionId })),
  });
  await ingestActionEvents({ db, clock: () => session.at }, storefront, batch, classifyUserAgent(session.userAgent));
}

/**
 * The visits that save nothing: up to BROWSING_PER_DAY_MAX a day over the last DEMO_SESSION_DAYS days, more on
 * weekends, each choosing some of what a placement offers.
 */
export function planBrowsingSessions(
  blueprints: ReadonlyMap<string, Blueprint>,
  random: Random,
  now: Date,
): DemoSession[] {
  const sessions: DemoSession[] = [];
  for (let daysAgo = DEMO_SESSION_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = now.getTime() - daysAgo * DAY;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const count = Math.floor(random() * (BROWSING_PER_DAY_MAX + (weekend ? 2 : 0)));
    for (let visitIndex = 0; visitIndex < count; visitIndex++) {
      const visit = pick(random, DEMO_VISITS);
      const blueprint = blueprints.get(visit.styleCode);
      if (!blueprint) continue;
      const selections: Record<string, string> = {};
      for (const placement of blueprint.groups.flatMap((group) => group.placements)) {
        const offered = placement.components.filter((component) => component.unavailable === null);
        if (offered.length > 0 && random() < 0.6) selections[placement.code] = pick(random, offered).code;
      }
      sessions.push({
        sessionId: demoSessionId("browsing", sessions.length),
        at: new Date(Math.min(now.getTime(), dayStart - random() * 20 * HOUR)),
        userAgent: pick(random, DEMO_USER_AGENTS[visit.device]),
        events: sessionEvents(visit, blueprint, { selections, values: {} }, random, false),
      });
    }
  }
  return sessions;
}

/** How long before saving a recipe its visit started. */
export const SESSION_BEFORE_SAVE = 6 * MINUTE;
