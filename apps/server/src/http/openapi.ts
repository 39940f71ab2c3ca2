import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../auth/sessions";
import type { Config } from "../config";
import { componentsTransform } from "./openapi-components";
import { createOperationTransform, SECURITY_SCHEMES } from "./openapi-operation";

/** Where the API is described: the page, and its document at `${OPENAPI_PATH}/json`. */
export const OPENAPI_PATH = "/api/docs";

/**
 * Describes the API (OpenAPI 3.1) at /api/docs from the routes' zod schemas: one operationId per call,
 * public calls marked so, the error body and recursive schemas as shared components, and the public
 * address as its server (docs/decisions/server-openapi-document.md). Register before the routes.
 */
export async function installOpenApi(app: FastifyInstance, config: Pick<Config, "buildNumber" | "publicUrl">) {
  const urls = new Set<string>();
  app.addHook("onRoute", (route) => {
    urls.add(route.url);
  });
  // A path is a collection when some route goes on to one of its items: `<path>/:id`.
  const isCollection = (url: string) => [...urls].some((other) => other.startsWith(`${url}/:`));

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Atelier API",
        version: config.buildNumber,
        description:
          "Call it with a session cookie (the web app) or an API key: `Authorization: Bearer <key>`. The customer " +
          "calls (blueprints, evaluations, recipes) also take a storefront key (`pk_...`) the same way.",
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
          [SECURITY_SCHEMES.apiKey]: { type: "http", scheme: "bearer" },
          [SECURITY_SCHEMES.storefrontKey]: {
            type: "http",
            scheme: "bearer",
            description: "A storefront's publishable key (pk_...): accepted by the customer calls only.",
          },
        },
      },
      security: [{ [SECURITY_SCHEMES.session]: [] }, { [SECURITY_SCHEMES.apiKey]: [] }],
    },
    transform: createOperationTransform(isCollection),
    transformObject: componentsTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: OPENAPI_PATH });
}
