import { PlacementAnalytics, PlacementAnalyticsQuery } from "@atelier/domain/product/component.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { placementAnalytics } from "./placement-analytics.service";

const errors = errorResponses(400, 401, 403, 404);

/** The placement analytics call, under /api/v1/analytics. */
export const placementAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/analytics/components",
    {
      config: { auth: "member" },
      schema: {
        tags: ["analytics"],
        summary: "A placement's most (sort=-1) or least (sort=1) used components between two days, both included",
        description: "placement is the placement's id; mode 0 (counts) is the only mode.",
        querystring: PlacementAnalyticsQuery,
        response: { 200: PlacementAnalytics, ...errors },
      },
    },
    async (request) => placementAnalytics(deps, requireActor(request), request.query),
  );
};
