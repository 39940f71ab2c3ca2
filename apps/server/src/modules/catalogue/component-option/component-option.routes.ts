import {
  ComponentOption,
  ComponentOptionCreateInput,
  ComponentOptionExportDocument,
  ComponentOptionList,
  ComponentOptionListQuery,
  ComponentOptionReorderInput,
  ComponentOptionUpdateInput,
  ExportByCodesInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import { SerialisedListCache } from "../../../cache/serialised-list-cache";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { archiveOption, createOption, getOption, updateOption } from "./component-option.service";
import { createFilterIndexCache } from "./component-option-filter-index";
import { exportOptions, readOptionList, reorderOptions } from "./component-option-list.service";

const tags = ["componentoption"];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 412);
const OptionParams = z.object({ componentOptionId: z.string() });
const JSON_TYPE = "application/json; charset=utf-8";
/** The serialised lists kept: a list of 100,000 options is about 30 MB. */
const LIST_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** 100,000 codes to export, or 10,000 places to write, pass the app's 1 MiB body limit. */
const BATCH_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** The option calls under /api/v1/componentoption: any member of the company reads, editors (canEdit) write. */
export const componentOptionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const listCaches = { lists: new SerialisedListCache(LIST_CACHE_MAX_BYTES), filterIndexes: createFilterIndexCache() };

  app.get(
    "/componentoption",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "List the company's options in list order (of one definition, and kept by a text filter, when asked)",
        querystring: ComponentOptionListQuery,
        response: { 200: ComponentOptionList, 304: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      const list = await readOptionList(deps, requireActor(request), listCaches, request.query);
      reply.header("etag", list.etag).header("cache-control", "private, no-cache");
      if (request.headers["if-none-match"] === list.etag) return reply.status(304).send();
      // The bytes are the ComponentOptionList already serialised: Fastify sends a Buffer as it is.
      const untyped: FastifyReply = reply;
      return untyped.type(JSON_TYPE).send(list.body);
    },
  );

  app.get(
    "/componentoption/:componentOptionId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "One option with every field",
        params: OptionParams,
        response: { 200: ComponentOption, ...errors },
      },
    },
    async (request) => getOption(deps, requireActor(request), request.params.componentOptionId),
  );

  app.post(
    "/componentoption",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add an option",
        body: ComponentOptionCreateInput,
        response: { 201: ComponentOption, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createOption(deps, requireActor(request), request.body)),
  );

  app.put(
    "/componentoption/order",
    {
      config: { auth: "canEdit" },
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Give many options their places, all or none",
        body: ComponentOptionReorderInput,
        response: { 200: ComponentOptionList, ...writeErrors },
      },
    },
    async (request) => reorderOptions(deps, requireActor(request), request.body),
  );

  app.put(
    "/componentoption/:componentOptionId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Update an option; the definition it is based on cannot change",
        params: OptionParams,
        body: ComponentOptionUpdateInput,
        response: { 200: ComponentOption, ...writeErrors },
      },
    },
    async (request) => updateOption(deps, requireActor(request), request.params.componentOptionId, request.body),
  );

  app.delete(
    "/componentoption/:componentOptionId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Archive an option",
        params: OptionParams,
        querystring: EtagQuery,
        response: { 204: z.void(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await archiveOption(deps, requireActor(request), request.params.componentOptionId, request.query.etag);
      return reply.status(204).send();
    },
  );

  app.post(
    "/componentoption/export",
    {
      config: { auth: "canEdit", audit: "none" },
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Export options by code, in the order given",
        body: ExportByCodesInput,
        response: { 200: ComponentOptionExportDocument, ...errors },
      },
    },
    async (request) => exportOptions(deps, requireActor(request), request.body.codes),
  );

  historyRoute(app, deps, {
    path: "/componentoption/:componentOptionId",
    params: OptionParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => getOption(deps, actor, params.componentOptionId),
  });
};
