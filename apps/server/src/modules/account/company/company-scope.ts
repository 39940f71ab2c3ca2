import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Actor } from "../../../auth/actor";
import { requireActor } from "../../../auth/auth-hooks";
import { AppError } from "../../../errors/app-error";

/** The path parameter of every call under company/{companyId}. */
export const CompanyParams = z.object({ companyId: z.string() });

/**
 * The caller of a call under company/{companyId}: the id must be the caller's current company (a session's
 * company, or the API key's). Any other id answers 404, as a missing one does.
 */
export function actorInCompany(request: FastifyRequest, companyId: string): Actor {
  return assertInCompany(requireActor(request), companyId);
}

/** The actor, when `companyId` is their current company; any other id answers 404 (see actorInCompany). */
export function assertInCompany(actor: Actor, companyId: string): Actor {
  if (actor.companyId !== companyId) throw AppError.notFound();
  return actor;
}
