import { AuditPage } from "@atelier/domain/shared/audit.schema";
import { ActivityPeople, ActivityQuery } from "@atelier/domain/shared/audit-query.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../auth/auth-hooks";
import type { AppDeps } from "../deps";
import { errorResponses } from "../http/error-responses";
import { readActivityPage, readActivityPeople } from "./activity.service";

const tags = ["activity"];
const errors = errorResponses(400, 401, 403);

/** The company's activity (its whole audit trail) for administrators: `GET /activity` and its people. */
export const activityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/activity",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The company's activity: every recorded write, newest first, filtered by person, type and days",
        querystring: ActivityQuery,
        response: { 200: AuditPage, ...errors },
      },
    },
    async (request) => readActivityPage(deps, requireActor(request), request.query),
  );

  app.get(
    "/activity/people",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The users and API keys who appear in the company's activity, for its person filter",
        response: { 200: ActivityPeople, ...errors },
      },
    },
    async (request) => readActivityPeople(deps, requireActor(request)),
  );
};
