import {
  type ActionEventCounts,
  type ActionFunnel,
  type ActionSessions,
  type ActionTopOptions,
  TOP_OPTIONS_CAP,
} from "@atelier/domain/analytics/analytics.schema";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { eventsPerType, funnelTotals, sessionsPerDaySite, sessionsPerDevice, topOptions } from "./action-tiles.repo";
import { type TileQuery, tileFilterOf } from "./tile-query";
import { perDay } from "./tile-shapes";

// The Actions Analytics tiles: the Studio's action events, read from the daily rollups only.

type Deps = Pick<AppDeps, "db">;

/** The most event kinds (type and custom name) actionevents lists; built-in types are far fewer. */
export const ACTION_EVENT_KINDS_MAX = 100;

/** `analytics/actionsessions`: sessions started per day (days without any left out), the total and the sites. */
export async function readActionSessions({ db }: Deps, actor: Actor, query: TileQuery): Promise<ActionSessions> {
  return perDay(await sessionsPerDaySite(db, actor.companyId, tileFilterOf(query)));
}

/** `analytics/actionfunnel`: sessions started, those that saved a recipe, those that added to cart. */
export async function readActionFunnel({ db }: Deps, actor: Actor, query: TileQuery): Promise<ActionFunnel> {
  const totals = await funnelTotals(db, actor.companyId, tileFilterOf(query));
  return {
    steps: [
      { step: "session", count: totals.sessions },
      { step: "recipe", count: totals.savedRecipe },
      { step: "cart", count: totals.addedToCart },
    ],
  };
}

/** `analytics/actiontopoptions`: the TOP_OPTIONS_CAP components chosen most in the Studio. */
export async function readActionTopOptions({ db }: Deps, actor: Actor, query: TileQuery): Promise<ActionTopOptions> {
  return { options: await topOptions(db, actor.companyId, tileFilterOf(query), TOP_OPTIONS_CAP) };
}

/** `analytics/actionevents`: events per type (custom ones by name), and sessions per device class. */
export async function readActionEventCounts({ db }: Deps, actor: Actor, query: TileQuery): Promise<ActionEventCounts> {
  const filter = tileFilterOf(query);
  const events = await eventsPerType(db, actor.companyId, filter, ACTION_EVENT_KINDS_MAX);
  return { events, devices: await sessionsPerDevice(db, actor.companyId, filter) };
}
