import { Blueprint, BlueprintParams, BlueprintQuery } from "@atelier/domain/customer/blueprint.schema";
import { EngineState, EvaluateInput } from "@atelier/domain/customer/evaluation.schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Actor } from "../../../auth/actor";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  assertActorMayRead,
  cachedBlueprint,
  engineOf,
  readBlueprint,
  type ServedBlueprint,
} from "./blueprint.service";

const tags = ["blueprint"];
const errors = errorResponses(400, 401, 403, 404);
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * How long shared caches and browsers may keep a Production blueprint read by a storefront, and serve it stale
 * while they ask again: the server itself always answers the current one (docs/decisions/server-customer-blueprint-cache.md).
 */
export const STOREFRONT_BLUEPRINT_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=14400";
/** Staff and API keys see every change at once: they revalidate each read (a 304 while unchanged). */
export const STAFF_BLUEPRINT_CACHE_CONTROL = "private, no-cache";

const cacheControlOf = (actor: Actor) =>
  actor.kind === "storefront" ? STOREFRONT_BLUEPRINT_CACHE_CONTROL : STAFF_BLUEPRINT_CACHE_CONTROL;

/** The blueprint calls under /api/v1/blueprint: staff, API keys and storefront keys (Production only) read. */
export const blueprintRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/blueprint/:styleCode/:versionCode",
    {
      config: { auth: "customer" },
      schema: {
        tags,
        summary: "A version compiled for the customer side, with availability for a site and date",
        params: BlueprintParams,
        querystring: BlueprintQuery,
        response: { 200: Blueprint, 304: z.void(), ...errors },
      },
    },
    // Not async: a blueprint this process holds is answered without a promise (most reads).
    (request, reply) => {
      const actor = requireActor(request);
      const send = (served: ServedBlueprint): void => {
        assertActorMayRead(actor, served.blueprint);
        reply.headers({ etag: served.etag, "cache-control": cacheControlOf(actor), vary: "authorization" });
        if (request.headers["if-none-match"] === served.etag) {
          reply.status(304).send();
          return;
        }
        // The bytes are the Blueprint already serialised: Fastify sends a Buffer as it is.
        const untyped: FastifyReply = reply;
        untyped.type(JSON_TYPE).send(served.body);
      };
      const { params, query } = request;
      const cached = cachedBlueprint(deps, actor.companyId, params, query);
      if (cached) return send(cached);
      return (async () => {
        send(await readBlueprint(deps, actor.companyId, { ...params, ...query }));
        // Settles once the answer is sent, so that Fastify does not answer the resolved promise again.
        await reply;
      })();
    },
  );

  app.post(
    "/blueprint/:styleCode/:versionCode/evaluate",
    {
      config: { auth: "customer", audit: "none" },
      schema: {
        tags,
        summary: "The rule engine's state for a configuration of the version",
        params: BlueprintParams,
        body: EvaluateInput,
        response: { 200: EngineState, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { site, locale } = request.body;
      const served = await readBlueprint(deps, actor.companyId, { ...request.params, site, locale });
      assertActorMayRead(actor, served.blueprint);
      return engineOf(served).evaluate(request.body);
    },
  );
};
