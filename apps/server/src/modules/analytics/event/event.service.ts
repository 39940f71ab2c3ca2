import type { ActionEventBatch, ActionEventReceipt } from "@atelier/domain/analytics/action-event.schema";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import type { UserAgentClass } from "../../customer/recipe/user-agent";
import type { ActionEventFacts } from "../rollup/rollup-facts";
import { utcDay } from "../rollup/rollup-facts";
import { recordActionEvents } from "../rollup/rollup-writer";
import { insertActionEvents } from "./event.repo";

export type EventDeps = Pick<AppDeps, "db" | "clock">;
type Batch = z.output<typeof ActionEventBatch>;
type EventInput = Batch["events"][number];

/** The stored row of one event, received at `receivedAt` from the browser `agent`. */
function eventRow(actor: Actor, event: EventInput, receivedAt: Date, agent: UserAgentClass) {
  return {
    sessionId: event.sessionId,
    type: event.type,
    name: event.name ?? "",
    receivedAt,
    occurredAt: event.at === undefined ? null : new Date(event.at),
    day: utcDay(receivedAt),
    siteCode: event.siteCode ?? "",
    locale: event.locale ?? "",
    styleCode: event.styleCode ?? "",
    versionCode: event.versionCode ?? null,
    placementCode: event.placementCode ?? "",
    componentCode: event.componentCode ?? "",
    viewCode: event.viewCode ?? "",
    recipeId: event.recipeId ?? "",
    value: event.value ?? "",
    browserFamily: agent.browserFamily,
    browserVersion: agent.browserVersion,
    deviceClass: agent.deviceClass,
    storefrontKeyId: actor.kind === "storefront" ? actor.storefrontKeyId : null,
    userId: actor.kind === "user" ? actor.userId : null,
  } satisfies ActionEventFacts & Record<string, unknown>;
}

/**
 * Stores a batch of the actor's company's action events with their rollups and sessions, all in one
 * transaction, on the UTC day of `deps.clock()` (a seed passes a clock of its own to fill past days). A
 * bot's batch is received and not stored.
 */
export async function ingestActionEvents(
  deps: EventDeps,
  actor: Actor,
  batch: Batch,
  agent: UserAgentClass,
): Promise<ActionEventReceipt> {
  const received = batch.events.length;
  if (agent.bot) return { received, stored: 0 };
  const receivedAt = deps.clock();
  const rows = batch.events.map((event) => eventRow(actor, event, receivedAt, agent));
  await deps.db.transaction(async (tx) => {
    await insertActionEvents(tx, actor.companyId, rows);
    await recordActionEvents(tx, actor.companyId, utcDay(receivedAt), rows);
  });
  return { received, stored: rows.length };
}
