import { Ok } from "@atelier/domain/account/account.schema";
import {
  StorefrontKey,
  StorefrontKeyCreated,
  StorefrontKeyInput,
  StorefrontKeyList,
  StorefrontKeyUpdateInput,
} from "@atelier/domain/account/storefront-key.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { actorInCompany, assertInCompany, CompanyParams } from "../company/company-scope";
import {
  changeStorefrontKey,
  createStorefrontKey,
  listCompanyStorefrontKeys,
  removeStorefrontKey,
  requireStorefrontKey,
} from "./storefront-key.service";

const tags = ["storefrontkey"];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 412);
const StorefrontKeyParams = CompanyParams.extend({ storefrontKeyId: z.string() });

/**
 * The storefront key calls of the account panel, under /api/v1/company/{companyId}/storefrontkey:
 * administrators only, like API keys.
 */
export const storefrontKeyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/company/:companyId/storefrontkey",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The company's storefront keys, by name",
        params: CompanyParams,
        response: { 200: StorefrontKeyList, ...errors },
      },
    },
    async (request) => ({
      storefrontKeys: await listCompanyStorefrontKeys(deps, actorInCompany(request, request.params.companyId)),
    }),
  );

  app.post(
    "/company/:companyId/storefrontkey",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Add a storefront key; the answer holds the key, shown this once",
        params: CompanyParams,
        body: StorefrontKeyInput,
        response: { 201: StorefrontKeyCreated, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorInCompany(request, request.params.companyId);
      return reply.status(201).send(await createStorefrontKey(deps, actor, request.body));
    },
  );

  app.put(
    "/company/:companyId/storefrontkey/:storefrontKeyId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Rename a storefront key or change its allowed origins, read with `etag`",
        params: StorefrontKeyParams,
        body: StorefrontKeyUpdateInput,
        response: { 200: StorefrontKey, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorInCompany(request, request.params.companyId);
      return changeStorefrontKey(deps, actor, request.params.storefrontKeyId, request.body);
    },
  );

  app.delete(
    "/company/:companyId/storefrontkey/:storefrontKeyId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Revoke (remove) a storefront key read with `etag`; it stops working at once",
        params: StorefrontKeyParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorInCompany(request, request.params.companyId);
      await removeStorefrontKey(deps, actor, request.params.storefrontKeyId, request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: "/company/:companyId/storefrontkey/:storefrontKeyId",
    params: StorefrontKeyParams,
    tags,
    auth: "admin",
    requireResource: (actor, params) =>
      requireStorefrontKey(deps, assertInCompany(actor, params.companyId), params.storefrontKeyId),
  });
};
