import {
  ActionEventCounts,
  ActionFunnel,
  ActionSessions,
  ActionTopOptions,
  type AnalyticsTileQuery,
} from "@atelier/domain/analytics/analytics.schema";
import { useTileQuery } from "./analytics-tiles";

/** Studio sessions started per day. */
export const useActionSessions = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("actionsessions", ActionSessions, query);

/** Sessions that started, saved a recipe, and added to cart. */
export const useActionFunnel = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("actionfunnel", ActionFunnel, query);

/** The components chosen most, by placement. */
export const useActionTopOptions = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("actiontopoptions", ActionTopOptions, query);

/** Events per type (custom events by name), and sessions by device class. */
export const useActionEvents = (query: AnalyticsTileQuery | undefined) =>
  useTileQuery("actionevents", ActionEventCounts, query);
