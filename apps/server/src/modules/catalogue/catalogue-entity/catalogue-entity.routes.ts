import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import type { CatalogueTable, CatalogueValues } from "./catalogue-entity.repo";
import type { CatalogueService } from "./catalogue-entity.service";

const errors = errorResponses(400, 401, 403, 404);
export const catalogueWriteErrors = errorResponses(400, 401, 403, 404, 409, 412);
const IdParams = z.object({ id: z.string() });
type IdParams = z.infer<typeof IdParams>;
type EtagParams = z.infer<typeof EtagQuery>;

/** One catalogue resource as the API shows it: `path` is the spec's resource name under /api/v1. */
export interface CatalogueRoutesSpec<
  T extends CatalogueTable,
  Fields extends CatalogueValues<T>,
  Dto,
  Plural extends string,
> {
  path: string;
  /** "a site", "an option definition": said in the summaries. */
  noun: string;
  plural: Plural;
  dto: z.ZodType<Dto>;
  createInput: z.ZodType<Fields, unknown>;
  updateInput: z.ZodType<Fields & { etag: string }, unknown>;
  service: CatalogueService<T, Fields, Dto>;
}

/**
 * GET, GET by id, POST, PUT, DELETE and the history of one catalogue resource: any member of the company
 * reads, editors (canEdit) write.
 */
export function registerCatalogueRoutes<
  T extends CatalogueTable,
  Fields extends CatalogueValues<T>,
  Dto,
  Plural extends string,
>(instance: FastifyInstance, deps: AppDeps, spec: CatalogueRoutesSpec<T, Fields, Dto, Plural>): void {
  // The zod validator checks each request against the schemas below before a handler runs; a generic spec
  // cannot flow through the zod type provider, so the handlers state what those schemas produced.
  const app = instance;
  const { path, noun, service } = spec;
  const tags = [path];
  const List = z.object({ [spec.plural]: z.array(spec.dto) });

  app.get(
    `/${path}`,
    {
      config: { auth: "member" },
      schema: { tags, summary: `List the company's ${spec.plural}, by name`, response: { 200: List, ...errors } },
    },
    async (request) => ({ [spec.plural]: await service.list(deps, requireActor(request)) }),
  );

  app.get<{ Params: IdParams }>(
    `/${path}/:id`,
    {
      config: { auth: "member" },
      schema: { tags, summary: `Read ${noun}`, params: IdParams, response: { 200: spec.dto, ...errors } },
    },
    async (request) => service.get(deps, requireActor(request), request.params.id),
  );

  app.post(
    `/${path}`,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: `Add ${noun}`,
        body: spec.createInput,
        response: { 201: spec.dto, ...catalogueWriteErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(deps, requireActor(request), request.body as Fields)),
  );

  app.put<{ Params: IdParams }>(
    `/${path}/:id`,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: `Update ${noun} read with \`etag\``,
        params: IdParams,
        body: spec.updateInput,
        response: { 200: spec.dto, ...catalogueWriteErrors },
      },
    },
    async (request) =>
      service.update(deps, requireActor(request), request.params.id, request.body as Fields & { etag: string }),
  );

  app.delete<{ Params: IdParams; Querystring: EtagParams }>(
    `/${path}/:id`,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: `Archive ${noun} read with \`etag\``,
        params: IdParams,
        querystring: EtagQuery,
        response: { 204: z.void(), ...catalogueWriteErrors },
      },
    },
    async (request, reply) => {
      await service.archive(deps, requireActor(request), request.params.id, request.query.etag);
      return reply.status(204).send();
    },
  );

  historyRoute(app, deps, {
    path: `/${path}/:id`,
    params: IdParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => service.get(deps, actor, params.id),
  });
}
