import {
  SavedRecipes,
  SavedRecipesBySite,
  TopBrowsers,
  TopPersonalizations,
  TopProducts,
} from "@atelier/domain/analytics/analytics.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../deps";
import {
  readSavedRecipes,
  readSavedRecipesBySite,
  readTopBrowsers,
  readTopPersonalizations,
  readTopProducts,
} from "./recipe-tiles.service";
import { tileRoute } from "./tile-route";

/** The Recipe Analytics tiles, under /api/v1/analytics. */
export const recipeTileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  tileRoute(app, deps, {
    name: "topproducts",
    summary: "The 10 products with the most saved recipes, each split by site, and the sites, most first",
    response: TopProducts,
    read: readTopProducts,
  });
  tileRoute(app, deps, {
    name: "topbrowsers",
    summary: "Saved recipes per browser family and major version: the top 10 desktop and the top 10 mobile",
    response: TopBrowsers,
    read: readTopBrowsers,
  });
  tileRoute(app, deps, {
    name: "toppersonalizations",
    summary: "The 100 personal values (name and value) saved most",
    response: TopPersonalizations,
    read: readTopPersonalizations,
  });
  tileRoute(app, deps, {
    name: "savedrecipes",
    summary: "Saved recipes per day, their total and the sites they were saved at",
    response: SavedRecipes,
    read: readSavedRecipes,
  });
  tileRoute(app, deps, {
    name: "savedrecipesbyprimarysite",
    summary: "Saved recipes per day split by site code, their total and the sites",
    response: SavedRecipesBySite,
    read: readSavedRecipesBySite,
  });
};
