import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { StorefrontRateLimitConfig } from "../config";
import { AppError } from "../errors/app-error";
import { appendRouteHook } from "./route-hooks";

/** How many counters (keys and addresses) the memory store keeps; the plugin's default is 5,000. */
const RATE_LIMIT_COUNTERS_KEPT = 50_000;

/** The storefront key of a request, known here: the hook runs after authentication, on storefront calls only. */
const storefrontKeyOf = (request: FastifyRequest) =>
  request.actor?.kind === "storefront" ? request.actor.storefrontKeyId : "";

/**
 * Rate limits of the calls made with a storefront key (all of them `customer` routes: the key reaches no other; the check is a hook of those routes alone):
 * at most `perKey` per window for each key, and `perAddress` per window from each client address, counted in
 * this process with @fastify/rate-limit's memory store. Over either, 429 with a message and Retry-After (whole
 * seconds until the window ends). Signed-in users and API keys are not limited here. The client address is
 * `request.ip`, which believes X-Forwarded-For only as TRUST_PROXY says
 * (docs/decisions/server-customer-storefront-rate-limits.md). Installed after the auth and CORS hooks, so a
 * refused call is never counted and an allowed page can read the 429.
 */
export async function installStorefrontRateLimit(
  app: FastifyInstance,
  limits: StorefrontRateLimitConfig,
): Promise<void> {
  // Counters kept (the least recently used go first): room for the keys and addresses of a busy minute.
  await app.register(rateLimit, { global: false, cache: RATE_LIMIT_COUNTERS_KEPT });
  const timeWindow = limits.windowMs;
  const checks = [
    app.createRateLimit({ max: limits.perKey, timeWindow, keyGenerator: (r) => `key:${storefrontKeyOf(r)}` }),
    app.createRateLimit({ max: limits.perAddress, timeWindow, keyGenerator: (r) => `address:${normalizeIP(r.ip)}` }),
  ];

  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header("retry-after", String(Math.max(1, state.ttlInSeconds)));
        throw AppError.tooManyRequests(SERVER_MESSAGES.storefrontRateLimited);
      }
    }
  };
  app.addHook("onRoute", (route) => {
    if (route.config?.auth !== "customer") return;
    appendRouteHook(route, "onRequest", (request, reply, done) => {
      if (request.actor?.kind !== "storefront") return done();
      limit(request, reply).then(() => done(), done);
    });
  });
}
