import {
  ComponentRuleCreateInput,
  ComponentRuleList,
  ComponentRuleSaveResult,
  ComponentRuleUpdateInput,
} from "@atelier/domain/product/component-rule.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  archiveComponentRule,
  getComponentRule,
  listComponentRules,
  saveComponentRule,
} from "./component-rule.service";

const tags = ["generator"];
const PATH = "/product/:productId/version/:versionId/package/:packageId/generator";
const PackageParams = z.object({ productId: z.string(), versionId: z.string(), packageId: z.string() });
const GeneratorParams = PackageParams.extend({ componentGeneratorId: z.string() });
const errors = errorResponses(400, 401, 403, 404, 412);

/**
 * The component rules (generators) of a package, under
 * /api/v1/product/{id}/version/{versionId}/package/{packageId}/generator: any member reads, editors
 * (canEdit) add, update and archive; saving a rule generates its components.
 */
export const componentRuleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    PATH,
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The live component rules of a package, oldest first",
        params: PackageParams,
        response: { 200: ComponentRuleList, ...errors },
      },
    },
    async (request) => listComponentRules(deps, requireActor(request), request.params),
  );

  app.post(
    PATH,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add a component rule and generate its components",
        params: PackageParams,
        body: ComponentRuleCreateInput,
        response: { 201: ComponentRuleSaveResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveComponentRule(deps, requireActor(request), request.params, request.body)),
  );

  app.put(
    `${PATH}/:componentGeneratorId`,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Update a component rule and generate its components again (only what changed is written)",
        params: GeneratorParams,
        body: ComponentRuleUpdateInput,
        response: { 200: ComponentRuleSaveResult, ...errors },
      },
    },
    async (request) => saveComponentRule(deps, requireActor(request), request.params, request.body),
  );

  app.delete(
    `${PATH}/:componentGeneratorId`,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Archive a component rule and delete its components",
        params: GeneratorParams,
        querystring: EtagQuery,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await archiveComponentRule(deps, requireActor(request), request.params, request.query.etag);
      return reply.status(204).send();
    },
  );

  historyRoute(app, deps, {
    path: `${PATH}/:componentGeneratorId`,
    params: GeneratorParams,
    tags,
    auth: "member",
    requireResource: (actor, ids) => getComponentRule(deps, actor, ids),
  });
};
