import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { RemotePageParams, RemotePageQuery, remotePageUrl } from "./remote-page";

/**
 * The embedded storefront platform's calls, under /api/v2/shopify: outside /api/v1 because the platform
 * opens these addresses itself (docs/decisions/web-embedded-sign-in.md).
 */
export const platformRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/app/:clientId/remote",
    {
      config: { auth: "public" },
      schema: {
        tags: ["platform"],
        summary: "Redirect to the platform's page of the app, passing the host parameter on",
        params: RemotePageParams,
        querystring: RemotePageQuery,
        response: errorResponses(400),
      },
    },
    async (request, reply) =>
      reply.redirect(remotePageUrl(deps.config.platformUrl, request.params.clientId, request.query.host), 302),
  );
};
