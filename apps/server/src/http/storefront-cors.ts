import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { API_PREFIX, isCrossOrigin } from "../auth/auth-hooks";
import { AppError } from "../errors/app-error";
import { appendRouteHook } from "./route-hooks";

/** What a storefront page may send with a `customer` call: its key, a JSON body, a revalidation. */
const ALLOWED_HEADERS = "Authorization, Content-Type, If-None-Match";
/** What its script may read besides the safelisted headers: the blueprint's etag and a 429's wait. */
const EXPOSED_HEADERS = "ETag, Retry-After";
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE_S = 600;

/** A route declared `customer`: its path as a pattern and the methods it answers. */
interface CustomerRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/v1/blueprint/:styleCode/:versionCode` as a pattern of whole paths (`:name` one segment, `*` the rest). */
function pathPattern(url: string): RegExp {
  const source = url
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      return segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z0-9_]+/g, "[^/]+");
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

/** A Vary header's value with Origin among its names. */
function withVaryOrigin(vary: ReturnType<FastifyReply["getHeader"]>): string {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return names.some((name) => name.toLowerCase() === "origin" || name === "*")
    ? names.join(", ")
    : [...names, "Origin"].join(", ");
}

/** A storefront's cross-origin call: allowed (with CORS headers) from the key's origins, 403 from any other. */
function allowStorefrontOrigin(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const origin = request.headers.origin;
  const actor = request.actor;
  if (origin !== undefined && actor?.kind === "storefront" && isCrossOrigin(origin, request.headers.host)) {
    if (!actor.allowedOrigins.includes(origin)) throw AppError.forbidden(SERVER_MESSAGES.storefrontOriginNotAllowed);
    reply.header("access-control-allow-origin", origin);
    reply.header("access-control-expose-headers", EXPOSED_HEADERS);
  }
  done();
}

/** The answer depends on the Origin: said once the route has set its own Vary (e.g. Authorization). */
function varyByOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (request.headers.origin !== undefined) reply.header("vary", withVaryOrigin(reply.getHeader("vary")));
  done(null, payload);
}

/**
 * CORS for storefront pages calling `customer` routes (docs/decisions/server-customer-storefront-cors.md):
 *
 * - A preflight (OPTIONS) of a `customer` route answers its methods and ALLOWED_HEADERS for the asking origin
 *   without knowing the key (a preflight carries none). That grants nothing: the call itself is checked.
 * - A cross-origin call of a `customer` route with a storefront key gets Access-Control-Allow-Origin when its
 *   Origin is one of the key's allowed origins, and 403 (without CORS headers) otherwise, so that a page the
 *   key does not allow can neither read an answer nor make a write happen.
 * - Users and API keys get no CORS headers, and credentials are never allowed: a session cookie is not sent
 *   cross-origin. No other route answers CORS at all.
 *
 * The checks are hooks of the `customer` routes alone (they run after the global auth hook, whose actor they
 * read); installed before the routes, so that it sees them.
 */
export function installStorefrontCors(app: FastifyInstance): void {
  const customerRoutes: CustomerRoute[] = [];
  app.addHook("onRoute", (route) => {
    if (route.config?.auth !== "customer") return;
    const known = customerRoutes.find((entry) => entry.pattern.source === pathPattern(route.url).source);
    const entry = known ?? { pattern: pathPattern(route.url), methods: new Set<string>() };
    for (const method of methodsOf(route.method)) entry.methods.add(method);
    if (!known) customerRoutes.push(entry);
    appendRouteHook(route, "onRequest", allowStorefrontOrigin);
    appendRouteHook(route, "onSend", varyByOrigin);
  });

  app.options(
    `${API_PREFIX}/*`,
    { config: { auth: "public" }, schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split("?")[0] ?? "";
      const methods = new Set(
        customerRoutes.filter((route) => route.pattern.test(path)).flatMap((route) => [...route.methods]),
      );
      if (methods.size === 0) throw AppError.notFound();
      const allow = [...methods, "OPTIONS"].join(", ");
      reply.header("allow", allow);
      const origin = request.headers.origin;
      if (origin !== undefined && request.headers["access-control-request-method"] !== undefined) {
        reply.header("access-control-allow-origin", origin);
        reply.header("access-control-allow-methods", allow);
        reply.header("access-control-allow-headers", ALLOWED_HEADERS);
        reply.header("access-control-max-age", String(PREFLIGHT_MAX_AGE_S));
        reply.header("vary", "Origin, Access-Control-Request-Method, Access-Control-Request-Headers");
      }
      return reply.status(204).send();
    },
  );
}
