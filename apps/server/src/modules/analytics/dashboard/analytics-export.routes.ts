import { AnalyticsExport, AnalyticsTileQuery } from "@atelier/domain/analytics/analytics.schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { exportRecipes } from "./analytics-export.service";

const errors = errorResponses(400, 401, 403);

/** `POST analytics/export`, under /api/v1. */
export const analyticsExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/analytics/export",
    {
      // It reads only: no audit entry.
      config: { auth: "member", audit: "none" },
      // "A POST with the same parameters" as the tiles: the period in the JSON body, or else in the query.
      preValidation: async (request: FastifyRequest) => {
        if (request.body === undefined || request.body === null) request.body = request.query;
      },
      schema: {
        tags: ["analytics"],
        summary: "The period's saved recipes (raw rows, bots left out) as CSV text, one row each",
        description:
          "The period (startyear..endday, optional site) in the JSON body or, with no body, in the query; at most 366 days and 1,000,000 recipes.",
        body: AnalyticsTileQuery,
        response: { 200: AnalyticsExport, ...errors },
      },
    },
    async (request) => exportRecipes(deps, requireActor(request), request.body),
  );
};
