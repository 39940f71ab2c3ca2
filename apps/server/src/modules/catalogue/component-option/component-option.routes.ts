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
import { ApiErrorBody } from "@atelier/domain/shared/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { ProductListCache } from "../../product/product/product-list-cache";
import { archiveOption, createOption, getOption, type OptionWriter, updateOption } from "./component-option.service";
import { exportOptions, readOptionList, reorderOptions } from "./component-option-list.service";

const tags = ["componentoption"];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const writeErrors = { ...errors, 409: ApiErrorBody, 412: ApiErrorBody };
const OptionParams = z.object({ componentOptionId: z.string() });
const JSON_TYPE = "application/json; charset=utf-8";
/** The serialised lists kept: a list of 100,000 options is about 30 MB. */
const LIST_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** 100,000 codes to export, or 10,000 places to write, pass the app's 1 MiB body limit. */
const BATCH_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** The option calls under /api/v1/componentoption: any member of the company reads, editors (canEdit) write. */
export const componentOptionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const listCache = new ProductListCache(LIST_CACHE_MAX_BYTES);
  const writer = (request: FastifyRequest): OptionWriter => ({
    db: deps.db,
    clock: deps.clock,
    actor: requireActor(request),
  });

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
      const list = await readOptionList(deps, listCache, requireActor(request).companyId, request.query);
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
    async (request) => getOption(deps.db, requireActor(request).companyId, request.params.componentOptionId),
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
    async (request, reply) => reply.status(201).send(await createOption(writer(request), request.body)),
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
    async (request) => reorderOptions(writer(request), request.body),
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
    async (request) => updateOption(writer(request), request.params.componentOptionId, request.body),
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
      await archiveOption(writer(request), request.params.componentOptionId, request.query.etag);
      return reply.status(204).send();
    },
  );

  app.post(
    "/componentoption/export",
    {
      config: { auth: "canEdit" },
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Export options by code, in the order given",
        body: ExportByCodesInput,
        response: { 200: ComponentOptionExportDocument, ...errors },
      },
    },
    async (request) => exportOptions(deps, requireActor(request).companyId, request.body.codes),
  );
};
