import type { SwaggerTransform } from "@fastify/swagger";
import type { FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { RouteAuth } from "../auth/actor";
import { operationIdOf } from "./openapi-operation-id";

/** The names of the document's security schemes (openapi.ts declares them). */
export const SECURITY_SCHEMES = { session: "session", apiKey: "apiKey", storefrontKey: "storefrontKey" } as const;

/**
 * Who may call, as the operation states it: nobody needs to sign in for a public call; a `session` call
 * takes the session cookie only; a `customer` call also takes a storefront key; any other call takes the
 * cookie or an API key, the document's default.
 */
function securityOf(auth: RouteAuth | undefined): FastifySchema["security"] {
  if (auth === "public") return [];
  if (auth === "session") return [{ [SECURITY_SCHEMES.session]: [] }];
  if (auth === "customer") {
    return [
      { [SECURITY_SCHEMES.session]: [] },
      { [SECURITY_SCHEMES.apiKey]: [] },
      { [SECURITY_SCHEMES.storefrontKey]: [] },
    ];
  }
  return undefined;
}

/** The first fixed segment after `/api/v<n>/`: the spec's resource, for a route that names no tag. */
function resourceOf(url: string): string {
  return url.replace(/^\/api\/v\d+\//, "").split("/")[0] ?? url;
}

/** OpenAPI has no `*` parameter: a wildcard route's rest of the path is documented as the parameter `{path}`. */
const WILDCARD_NAME = "path";

function namedWildcard(url: string, schema: FastifySchema): { url: string; schema: FastifySchema } {
  if (!url.endsWith("/*")) return { url, schema };
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { "*": rest, ...others } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:${WILDCARD_NAME}`,
    schema: {
      ...schema,
      params: {
        ...params,
        properties: { ...others, [WILDCARD_NAME]: rest ?? { type: "string" } },
        required: [...(params?.required ?? []).filter((name) => name !== "*"), WILDCARD_NAME],
      },
    },
  };
}

/**
 * The per-route transform of the OpenAPI document: zod schemas to JSON Schema, then the operation's id
 * (from its method and path), its tag and its security. `isCollection(url)` says whether a route goes on
 * to one of the path's items.
 */
export function createOperationTransform(isCollection: (url: string) => boolean): SwaggerTransform {
  return (input) => {
    const transformed = jsonSchemaTransform(input);
    if (transformed.schema?.hide) return transformed;
    const { url: documentedUrl, schema } = namedWildcard(transformed.url, transformed.schema ?? {});
    const { route, url } = input;
    const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
    const security = securityOf(route.config?.auth);
    return {
      url: documentedUrl,
      schema: {
        ...schema,
        operationId: schema.operationId ?? operationIdOf({ method, url, isCollection: isCollection(url) }),
        tags: schema.tags?.length ? schema.tags : [resourceOf(url)],
        ...(security === undefined ? {} : { security }),
      },
    };
  };
}
