import { AuditPage } from "@atelier/domain/shared/audit.schema";
import { AuditHistoryQuery } from "@atelier/domain/shared/audit-query.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Actor, RouteAuth } from "../auth/actor";
import { requireActor } from "../auth/auth-hooks";
import type { AppDeps } from "../deps";
import { errorResponses } from "../http/error-responses";
import { readAuditPage } from "./audit-page";

/** The instance an area's routes plugin is given. */
export type AreaRoutesInstance = Parameters<FastifyPluginAsyncZod>[0];

export interface HistoryRouteOptions<P extends z.ZodObject<z.ZodRawShape>> {
  /** The resource's route path as its GET declares it, e.g. `/product/:productId`. */
  path: string;
  params: P;
  tags: string[];
  /** The same as the resource's GET. */
  auth: RouteAuth;
  /** Reads the resource as its GET does: throws the usual 404 when it is missing or another company's. */
  requireResource: (actor: Actor, params: z.infer<P>) => Promise<unknown>;
}

/** `product/:productId/version/:versionId` with its parameters filled in: the resource path entries are kept under. */
export function resourcePathOf(path: string, params: Record<string, unknown>): string {
  return path.replace(/^\//, "").replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => String(params[name] ?? ""));
}

/**
 * Registers `GET {path}/history`: a page of the resource's audit entries, newest first, of the caller's
 * company only, after the resource itself was found for the caller (so another company's is a 404).
 */
export function historyRoute<P extends z.ZodObject<z.ZodRawShape>>(
  app: AreaRoutesInstance,
  deps: AppDeps,
  options: HistoryRouteOptions<P>,
): void {
  app.get(
    `${options.path}/history`,
    {
      config: { auth: options.auth },
      schema: {
        tags: options.tags,
        summary: "The resource's history: who changed what and when, newest first",
        params: options.params,
        querystring: AuditHistoryQuery,
        response: { 200: AuditPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const params = request.params as z.infer<P>;
      await options.requireResource(actor, params);
      const resourcePath = resourcePathOf(options.path, params as Record<string, unknown>);
      return readAuditPage(deps.db, actor.companyId, { resourcePath }, request.query);
    },
  );
}
