import { AnalyticsTileQuery } from "@atelier/domain/analytics/analytics.schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import type { TileQuery } from "./tile-query";

const errors = errorResponses(400, 401, 403);

/** A tile's reader: the deps, the caller and the parsed period query to its answer. */
export type TileReader<T> = (deps: Pick<AppDeps, "db">, actor: Actor, query: TileQuery) => Promise<T>;

/**
 * Declares `GET /analytics/{name}`: any member of the company (a user of any role or an API key; storefront
 * keys 403), the period query (startyear..endday, optional site), the answer typed by `response`.
 */
export function tileRoute<S extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  tile: { name: string; summary: string; response: S; read: TileReader<z.output<S>> },
): void {
  // The caller's reader and schema agree (checked above); the route itself sees the schema's output as unknown.
  const response: z.ZodType = tile.response;
  const read: TileReader<unknown> = tile.read;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/analytics/${tile.name}`,
    {
      config: { auth: "member" },
      schema: {
        tags: ["analytics"],
        summary: tile.summary,
        description:
          "The period is two calendar days, both included, at most 366 days apart; site narrows it to one site code.",
        querystring: AnalyticsTileQuery,
        response: { 200: response, ...errors },
      },
    },
    async (request) => read(deps, requireActor(request), request.query),
  );
}
