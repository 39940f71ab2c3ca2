import { CacheFlushResult } from "@atelier/domain/settings/cache.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { rebuildBlueprints, refreshAssets } from "./cache.service";

const tags = ["cache"];
const errors = errorResponses(401, 403);

/** The Caching box's flushes under /api/v1/cache: admins or editors (canEdit) only. */
export const cacheRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/cache/blueprints",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Rebuild cached blueprints: every server compiles the company's blueprints again",
        response: { 200: CacheFlushResult, ...errors },
      },
    },
    async (request) => rebuildBlueprints(deps, requireActor(request)),
  );

  app.post(
    "/cache/assets",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Reload all assets: new asset addresses, and the blueprint caches emptied",
        response: { 200: CacheFlushResult, ...errors },
      },
    },
    async (request) => refreshAssets(deps, requireActor(request), true),
  );

  app.post(
    "/cache/assets/fast",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Instant assets refresh: new asset addresses, so browsers fetch the assets again",
        response: { 200: CacheFlushResult, ...errors },
      },
    },
    async (request) => refreshAssets(deps, requireActor(request), false),
  );
};
