import type { RouteOptions } from "fastify";

type RouteHookName = "onRequest" | "preHandler" | "onSend" | "onResponse";
/** One hook of the kind `Name`, as a route's options hold them. */
type RouteHook<Name extends RouteHookName> = Extract<NonNullable<RouteOptions[Name]>, readonly unknown[]>[number];

/**
 * Adds `hook` after the route's own hooks of that kind, from an `onRoute` hook: only the routes that need a
 * check pay for it, where a global hook would run (and cost) on every request of the app.
 */
export function appendRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: RouteHook<Name>,
): void {
  const own = route[name] ?? [];
  const hooks: unknown[] = [...(Array.isArray(own) ? own : [own]), hook];
  route[name] = hooks as RouteOptions[Name];
}
