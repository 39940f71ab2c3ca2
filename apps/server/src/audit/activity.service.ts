import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import type { ActivityPeople, ActivityQuery } from "@atelier/domain/shared/audit-query.schema";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { AppDeps } from "../deps";
import { listAuditActors } from "./audit.repo";
import { readAuditPage } from "./audit-page";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a `YYYY-MM-DD` day in UTC. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * A page of the caller's company's entries, newest first. `from` and `to` are whole UTC days, both
 * included: `to` reads as "before the start of the next day" (docs/decisions/audit-activity-filters.md).
 */
export function readActivityPage(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  query: z.output<typeof ActivityQuery>,
): Promise<AuditPage> {
  return readAuditPage(
    deps.db,
    actor.companyId,
    {
      actorUserId: query.userId,
      actorApiKeyId: query.apiKeyId,
      resourceType: query.resourceType,
      from: query.from === undefined ? undefined : startOfDay(query.from),
      before: query.to === undefined ? undefined : new Date(startOfDay(query.to).getTime() + DAY_MS),
    },
    query,
  );
}

/** The users and keys who appear in the company's trail (Atelier itself too, when it wrote), by name. */
export async function readActivityPeople(deps: Pick<AppDeps, "db">, actor: Actor): Promise<ActivityPeople> {
  const people = await listAuditActors(deps.db, actor.companyId);
  return { people: people.sort((a, b) => a.name.localeCompare(b.name)) };
}
