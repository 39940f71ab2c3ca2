import {
  Component,
  ComponentGetQuery,
  ComponentList,
  ComponentListQuery,
  ComponentUpdateInput,
} from "@atelier/domain/product/component.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { getComponent, listComponents, updateComponent } from "./component.service";

const tags = ["component"];
const versionParams = z.object({ productId: z.string(), versionId: z.string() });
const params = versionParams.extend({ componentId: z.string() });
const errors = errorResponses(400, 401, 403, 404);
const expandDescription =
  "expand: any of version, imageviews, products, options, separated by commas (imageviews fills the version's views).";

/** The components of a version, under /api/v1/product/{id}/version/{versionId}/component. */
export const componentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/product/:productId/version/:versionId/component",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The first components of a version whose code contains the filter (any case), by code, and the total",
        params: versionParams,
        querystring: ComponentListQuery,
        response: { 200: ComponentList, ...errors },
      },
    },
    async (request) =>
      listComponents(deps, requireActor(request), request.params.productId, request.params.versionId, request.query),
  );

  app.get(
    "/product/:productId/version/:versionId/component/:componentId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "One component, with what the viewers read of it",
        description: expandDescription,
        params,
        querystring: ComponentGetQuery,
        response: { 200: Component, ...errors },
      },
    },
    async (request) => getComponent(deps, requireActor(request), request.params, request.query.expand),
  );

  app.put(
    "/product/:productId/version/:versionId/component/:componentId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Save a component's 'unavailable' flag",
        description: `The answer is expanded like a read. ${expandDescription}`,
        params,
        querystring: ComponentGetQuery,
        body: ComponentUpdateInput,
        response: { 200: Component, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request) => updateComponent(deps, requireActor(request), request.params, request.body, request.query.expand),
  );

  historyRoute(app, deps, {
    path: "/product/:productId/version/:versionId/component/:componentId",
    params,
    tags,
    auth: "member",
    requireResource: (actor, ids) => getComponent(deps, actor, ids, ""),
  });
};
