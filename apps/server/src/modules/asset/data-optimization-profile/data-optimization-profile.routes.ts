import { Ok } from "@atelier/domain/account/account.schema";
import {
  OptimizationProfile,
  OptimizationProfileCreateInput,
  OptimizationProfileList,
  OptimizationProfileUpdateInput,
} from "@atelier/domain/asset/optimization-profile.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  changeProfile,
  createProfile,
  getProfile,
  listCompanyProfiles,
  removeProfile,
} from "./data-optimization-profile.service";

const tags = ["dataoptimizationprofile"];
const ProfileParams = z.object({ id: z.string() });
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 412);

/**
 * Optimisation profiles (part 3 "Optimization profiles", docs/decisions/asset-optimization-steps.md): read by
 * the members of a company with 3D optimisation, written by editors (canEdit).
 */
export const dataOptimizationProfileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/dataoptimizationprofile",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The company's optimisation profiles by name",
        response: { 200: OptimizationProfileList, ...errors },
      },
    },
    async (request) => listCompanyProfiles(deps, requireActor(request)),
  );

  app.post(
    "/dataoptimizationprofile",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add a profile: a name and ordered steps with exactly one SaveAs",
        body: OptimizationProfileCreateInput,
        response: { 201: OptimizationProfile, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createProfile(deps, requireActor(request), request.body)),
  );

  app.get(
    "/dataoptimizationprofile/:id",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "One profile with its steps",
        params: ProfileParams,
        response: { 200: OptimizationProfile, ...errors },
      },
    },
    async (request) => getProfile(deps, requireActor(request), request.params.id),
  );

  app.put(
    "/dataoptimizationprofile/:id",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Change a profile's name, description and steps, read with `etag`",
        params: ProfileParams,
        body: OptimizationProfileUpdateInput,
        response: { 200: OptimizationProfile, ...writeErrors },
      },
    },
    async (request) => changeProfile(deps, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    "/dataoptimizationprofile/:id",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Remove a profile read with `etag` (optimisations that ran with it keep their steps)",
        params: ProfileParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      await removeProfile(deps, requireActor(request), request.params.id, request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: "/dataoptimizationprofile/:id",
    params: ProfileParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => getProfile(deps, actor, params.id),
  });
};
