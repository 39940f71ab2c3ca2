import {
  ACTION_EVENT_BODY_MAX_BYTES,
  ActionEventBatch,
  ActionEventQuery,
  ActionEventReceipt,
} from "@atelier/domain/analytics/action-event.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { classifyUserAgent } from "../../customer/recipe/user-agent";
import { ingestActionEvents } from "./event.service";
import { parseTextPlainAsJson } from "./text-plain-json";

const tags = ["event"];

/**
 * `POST /api/v1/event`: batches of front-end action events from the Studio and storefronts. The body may
 * come as text/plain holding JSON (navigator.sendBeacon sends no preflighted types), and a storefront key
 * as the `key` query parameter (a beacon sets no headers).
 */
export const eventRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  parseTextPlainAsJson(app);

  app.post(
    "/event",
    {
      bodyLimit: ACTION_EVENT_BODY_MAX_BYTES,
      config: { auth: "customer", audit: "none", keyInQuery: true },
      schema: {
        tags,
        summary: "Record a batch of front-end action events (all or none); a bot's are received and not stored",
        querystring: ActionEventQuery,
        body: ActionEventBatch,
        response: { 202: ActionEventReceipt, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const agent = classifyUserAgent(request.headers["user-agent"]);
      return reply.status(202).send(await ingestActionEvents(deps, requireActor(request), request.body, agent));
    },
  );
};
