import {
  ActionEventCounts,
  ActionFunnel,
  ActionSessions,
  ActionTopOptions,
} from "@atelier/domain/analytics/analytics.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../deps";
import {
  readActionEventCounts,
  readActionFunnel,
  readActionSessions,
  readActionTopOptions,
} from "./action-tiles.service";
import { tileRoute } from "./tile-route";

/** The Actions Analytics tiles, under /api/v1/analytics. */
export const actionTileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  tileRoute(app, deps, {
    name: "actionsessions",
    summary: "Studio sessions started per day, their total and the sites",
    response: ActionSessions,
    read: readActionSessions,
  });
  tileRoute(app, deps, {
    name: "actionfunnel",
    summary: "Sessions that started, saved a recipe and added to cart",
    response: ActionFunnel,
    read: readActionFunnel,
  });
  tileRoute(app, deps, {
    name: "actiontopoptions",
    summary: "The 10 components chosen most in the Studio, by placement",
    response: ActionTopOptions,
    read: readActionTopOptions,
  });
  tileRoute(app, deps, {
    name: "actionevents",
    summary: "Action events per type (custom events by name) and sessions per device class",
    response: ActionEventCounts,
    read: readActionEventCounts,
  });
};
