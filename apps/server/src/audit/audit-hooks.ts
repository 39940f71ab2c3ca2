import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { API_PREFIX } from "../auth/auth-hooks";
import { appendRouteHook } from "../http/route-hooks";
import { type AuditScope, runInAuditScope } from "./audit-scope";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const WRITE_WITHOUT_AUDIT = "write without an audit entry";

/** The error a strict app answers (as a 500) for a write route that recorded nothing. */
export class WriteWithoutAuditError extends Error {
  override name = "WriteWithoutAuditError";
}

const scopes = new WeakMap<FastifyRequest, AuditScope>();

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

/**
 * Makes every write route under /api/v1 prove that it recorded its audit entries: its handler runs in an
 * audit scope (an AsyncLocalStorage store that recordAudit counts into, kept through everything the
 * handler awaits), and a successful answer (2xx) to a caller (request.actor set) with nothing recorded is
 * a bug. With `strict` the answer becomes a 500 (tests, development); otherwise the error is only logged.
 * A route that writes no resource opts out with `config: { audit: "none" }`
 * (docs/decisions/audit-enforcement.md). Must be installed before the routes are registered.
 */
export function installAuditEnforcement(app: FastifyInstance, options: { strict: boolean }): void {
  const check = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = scopes.get(request);
    if (!scope || scope.recorded > 0 || request.actor === null) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    request.log.error({ method: request.method, url: request.routeOptions.url }, WRITE_WITHOUT_AUDIT);
    // Thrown once: the error handler's own answer (a 500) passes this hook again and is not 2xx.
    if (options.strict) throw new WriteWithoutAuditError(WRITE_WITHOUT_AUDIT);
    return payload;
  };

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.config?.audit === "none") return;
    if (!methodsOf(route.method).some((method) => WRITE_METHODS.has(method))) return;
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function auditedHandler(this: FastifyInstance, request, reply) {
      if (!WRITE_METHODS.has(request.method)) return handler.call(this, request, reply);
      const scope: AuditScope = { recorded: 0 };
      scopes.set(request, scope);
      return runInAuditScope(() => handler.call(this, request, reply), scope);
    };
    appendRouteHook(route, "onSend", check);
  });
}
