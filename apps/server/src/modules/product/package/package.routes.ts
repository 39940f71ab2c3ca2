import { ComponentPackageList, ComponentPackagesUpdateInput } from "@atelier/domain/product/package.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { getPackages, requirePackage, savePackages } from "./package.service";

const tags = ["package"];
const params = z.object({ productId: z.string(), versionId: z.string() });
const errors = errorResponses(400, 401, 403, 404, 412);

/** The Packages screen of a version, under /api/v1/product/{id}/version/{versionId}/package. */
export const packageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/product/:productId/version/:versionId/package",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The non-archived packages of a version, in order",
        params,
        response: { 200: ComponentPackageList, ...errors },
      },
    },
    async (request) => getPackages(deps, requireActor(request), request.params.productId, request.params.versionId),
  );

  app.put(
    "/product/:productId/version/:versionId/package",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Save every package of a version at once (new ones by temporary id, saved ones with their etag)",
        params,
        body: ComponentPackagesUpdateInput,
        response: { 200: ComponentPackageList, ...errors },
      },
    },
    async (request) =>
      savePackages(deps, requireActor(request), request.params.productId, request.params.versionId, request.body),
  );

  historyRoute(app, deps, {
    path: "/product/:productId/version/:versionId/package/:packageId",
    params: params.extend({ packageId: z.string() }),
    tags,
    auth: "member",
    requireResource: (actor, ids) => requirePackage(deps, actor, ids),
  });
};
