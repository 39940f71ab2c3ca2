import { USAGE_KINDS, Usage, type UsageKind } from "@atelier/domain/account/usage.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { usageOf } from "./usage.service";

const SUMMARIES: Record<UsageKind, string> = {
  bandwidth: "The company's bandwidth in bytes per UTC day: this month so far and the trailing 30 days",
  moderation: "The company's moderation calls per UTC day: this month so far and the trailing 30 days",
};

/** The usage calls of the Account panel, under /api/v1/analytics. */
export const usageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const kind of USAGE_KINDS) {
    app.get(
      `/analytics/${kind}`,
      {
        config: { auth: "member" },
        schema: {
          tags: ["analytics"],
          summary: SUMMARIES[kind],
          response: { 200: Usage, ...errorResponses(401) },
        },
      },
      async (request) => usageOf(deps, requireActor(request), kind),
    );
  }
};
