import { Ok } from "@atelier/domain/account/account.schema";
import {
  Optimization,
  OptimizationApproveInput,
  OptimizationApproveResult,
  OptimizationList,
  OptimizationUpdateInput,
} from "@atelier/domain/asset/optimization.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  changeOptimization,
  getOptimization,
  listCompanyOptimizations,
  removeOptimization,
  uploadOptimization,
} from "./data-optimization.service";
import { approveOptimization } from "./data-optimization-approve";
import { registerOptimizationFileRoutes } from "./data-optimization-file.routes";
import { OptimizationParams, optimizationTags as tags } from "./data-optimization-params";

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 412);

/**
 * 3D optimisation (part 3 "Assets Optimization"; docs/decisions/asset-optimization-credits.md): the
 * company's administrators upload GLB files, choose a profile, start runs (one credit each), read the
 * results and approve them into the asset library. The company needs optimizeAssets.
 */
export const dataOptimizationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/dataoptimization",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The company's optimisations, newest first",
        response: { 200: OptimizationList, ...errors },
      },
    },
    async (request) => listCompanyOptimizations(deps, requireActor(request)),
  );

  app.post(
    "/dataoptimization",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Upload a GLB (multipart/form-data, one file) as a new optimisation in status Created",
        consumes: ["multipart/form-data"],
        response: { 201: Optimization, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await uploadOptimization(deps, requireActor(request), request)),
  );

  app.get(
    "/dataoptimization/:id",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "One optimisation with its log, figures and validator report",
        params: OptimizationParams,
        response: { 200: Optimization, ...errors },
      },
    },
    async (request) => getOptimization(deps, requireActor(request), request.params.id),
  );

  app.put(
    "/dataoptimization/:id",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Choose the profile (optimizationMethod); with status Ready, start the run (one credit)",
        params: OptimizationParams,
        body: OptimizationUpdateInput,
        response: { 200: Optimization, ...writeErrors },
      },
    },
    async (request) => changeOptimization(deps, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    "/dataoptimization/:id",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Remove an optimisation read with `etag`, with its files",
        params: OptimizationParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      await removeOptimization(deps, requireActor(request), request.params.id, request.query.etag);
      return { ok: true as const };
    },
  );

  app.post(
    "/dataoptimization/:id/approve",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Approve & Upload: write the result's files into the asset library under `folder`",
        params: OptimizationParams,
        body: OptimizationApproveInput,
        response: { 200: OptimizationApproveResult, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => approveOptimization(deps, requireActor(request), request.params.id, request.body),
  );

  historyRoute(app, deps, {
    path: "/dataoptimization/:id",
    params: OptimizationParams,
    tags,
    auth: "admin",
    requireResource: (actor, params) => getOptimization(deps, actor, params.id),
  });

  registerOptimizationFileRoutes(app, deps);
};
