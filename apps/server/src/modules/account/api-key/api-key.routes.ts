import { Ok } from "@atelier/domain/account/account.schema";
import { ApiKey, ApiKeyCreated, ApiKeyInput, ApiKeyUpdateInput } from "@atelier/domain/account/api-key.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { actorInCompany, assertInCompany, CompanyParams } from "../company/company-scope";
import { changeApiKey, createApiKey, listCompanyApiKeys, removeApiKey, requireApiKey } from "./api-key.service";

const tags = ["apikey"];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 412);
const ApiKeyParams = CompanyParams.extend({ apiKeyId: z.string() });

/** The API key calls of the account panel, under /api/v1/company/{companyId}/apikey: administrators only. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/company/:companyId/apikey",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The company's API keys, by name",
        params: CompanyParams,
        response: { 200: z.array(ApiKey), ...errors },
      },
    },
    async (request) => listCompanyApiKeys(deps, actorInCompany(request, request.params.companyId)),
  );

  app.post(
    "/company/:companyId/apikey",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Add an API key; the answer holds the key, shown this once",
        params: CompanyParams,
        body: ApiKeyInput,
        response: { 201: ApiKeyCreated, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorInCompany(request, request.params.companyId);
      return reply.status(201).send(await createApiKey(deps, actor, request.body));
    },
  );

  app.put(
    "/company/:companyId/apikey/:apiKeyId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Rename an API key or change its roles, read with `etag`",
        params: ApiKeyParams,
        body: ApiKeyUpdateInput,
        response: { 200: ApiKey, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorInCompany(request, request.params.companyId);
      return changeApiKey(deps, actor, request.params.apiKeyId, request.body);
    },
  );

  app.delete(
    "/company/:companyId/apikey/:apiKeyId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Remove an API key read with `etag`",
        params: ApiKeyParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorInCompany(request, request.params.companyId);
      await removeApiKey(deps, actor, request.params.apiKeyId, request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: "/company/:companyId/apikey/:apiKeyId",
    params: ApiKeyParams,
    tags,
    auth: "admin",
    requireResource: (actor, params) => requireApiKey(deps, assertInCompany(actor, params.companyId), params.apiKeyId),
  });
};
