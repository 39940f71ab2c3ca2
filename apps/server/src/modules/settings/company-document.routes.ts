import type { z } from "zod";
import { type AreaRoutesInstance, historyRoute } from "../../audit/history-route";
import type { Actor } from "../../auth/actor";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors/app-error";
import { errorResponses } from "../../http/error-responses";
import { actorInCompany, CompanyParams } from "../account/company/company-scope";

/** One document a company has once (its settings, its data), read and saved with an etag. */
export interface CompanyDocument<D extends z.ZodType, B extends z.ZodType> {
  /** The path below /api/v1, e.g. `/company/:companyId/settings`. */
  path: string;
  response: D;
  body: B;
  summaries: { get: string; put: string };
  read(actor: Actor): Promise<z.infer<D>>;
  save(actor: Actor, body: z.output<B>): Promise<z.infer<D>>;
}

/**
 * Registers GET (members), PUT (editors) and the history (members) of a company's document; the
 * companyId in the path must be the caller's company, another one answers 404.
 */
export function companyDocumentRoutes<D extends z.ZodType, B extends z.ZodType>(
  app: AreaRoutesInstance,
  deps: AppDeps,
  document: CompanyDocument<D, B>,
): void {
  const tags = ["company"];
  // Widened: the route sees the document's schemas, not their generic types (which Fastify cannot resolve).
  const response: z.ZodType = document.response;
  const body: z.ZodType = document.body;
  app.get(
    document.path,
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: document.summaries.get,
        params: CompanyParams,
        response: { 200: response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => document.read(actorInCompany(request, request.params.companyId)),
  );

  app.put(
    document.path,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: document.summaries.put,
        params: CompanyParams,
        body,
        response: { 200: response, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request) => document.save(actorInCompany(request, request.params.companyId), request.body as z.output<B>),
  );

  historyRoute(app, deps, {
    path: document.path,
    params: CompanyParams,
    tags,
    auth: "member",
    requireResource: async (actor, params) => {
      if (actor.companyId !== params.companyId) throw AppError.notFound();
    },
  });
}
