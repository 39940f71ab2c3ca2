import { EtagQuery } from "@atelier/domain/product/product.schema";
import {
  Version,
  VersionCloneInput,
  VersionCloneResult,
  VersionCreateInput,
  VersionList,
  VersionQuery,
  VersionUpdateInput,
} from "@atelier/domain/product/version.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  addProductVersion,
  getProductVersion,
  listProductVersions,
  removeProductVersion,
  updateProductVersion,
} from "./version.service";
import { cloneProductVersion } from "./version-clone.service";

/**
 * A version save carries the image mapping (up to IMAGE_MAPPING_MAX_BYTES, a third more as base64) beside
 * groups, views and coded rules: it may be larger than the app's 1 MiB default.
 */
export const VERSION_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const tags = ["version"];
const productParams = z.object({ productId: z.string() });
const params = productParams.extend({ versionId: z.string() });
const errors = errorResponses(400, 401, 403, 404, 409, 412);

/** The versions of a product, under /api/v1/product/{id}/version. */
export const versionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/product/:productId/version",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The versions of a product, by code",
        params: productParams,
        response: { 200: VersionList, ...errors },
      },
    },
    async (request) => listProductVersions(deps, requireActor(request), request.params.productId),
  );

  app.get(
    "/product/:productId/version/:versionId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "A version with its product's name, style code and status",
        description:
          "Groups and views are always included. expand=componentgroups fills in the placement names of their placements once placements exist.",
        params,
        querystring: VersionQuery,
        response: { 200: Version, ...errors },
      },
    },
    async (request) =>
      getProductVersion(deps, requireActor(request), request.params.productId, request.params.versionId),
  );

  app.post(
    "/product/:productId/version",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add the next version, or branch one with parentVersionId",
        params: productParams,
        body: VersionCreateInput,
        response: { 201: Version, ...errors },
      },
    },
    async (request, reply) => {
      const version = await addProductVersion(deps, requireActor(request), request.params.productId, request.body);
      return reply.status(201).send(version);
    },
  );

  app.put(
    "/product/:productId/version/:versionId",
    {
      config: { auth: "canEdit" },
      bodyLimit: VERSION_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Save a version; active true is Save & Activate, active false deactivates",
        params,
        body: VersionUpdateInput,
        response: { 200: Version, ...errors },
      },
    },
    async (request) =>
      updateProductVersion(
        deps,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
        request.body,
      ),
  );

  app.delete(
    "/product/:productId/version/:versionId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Remove a version and its packages (not the active one)",
        params,
        querystring: EtagQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { productId, versionId } = request.params;
      await removeProductVersion(deps, requireActor(request), productId, versionId, request.query.etag);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/product/:productId/version/:versionId/clone",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Copy this version and its packages into a new product in Development",
        description: "components: true also copies the packages' component rules and their components.",
        params,
        body: VersionCloneInput,
        response: { 201: VersionCloneResult, ...errors },
      },
    },
    async (request, reply) => {
      const result = await cloneProductVersion(
        deps,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  historyRoute(app, deps, {
    path: "/product/:productId/version/:versionId",
    params,
    tags,
    auth: "member",
    requireResource: (actor, ids) => getProductVersion(deps, actor, ids.productId, ids.versionId),
  });
};
