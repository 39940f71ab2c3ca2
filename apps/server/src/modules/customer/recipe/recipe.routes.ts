import { Recipe, RecipeCreateInput, RecipeIdParams } from "@atelier/domain/customer/recipe.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { getRecipe, saveRecipe } from "./recipe.service";
import { classifyUserAgent } from "./user-agent";

const tags = ["recipe"];

/** The recipe calls under /api/v1/recipe: staff, API keys and storefront keys save and read recipes. */
export const recipeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/recipe",
    {
      config: { auth: "customer" },
      schema: {
        tags,
        summary: "Save a configuration the rules accept as a new recipe, with a preview PNG per view",
        body: RecipeCreateInput,
        response: { 201: Recipe, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const agent = classifyUserAgent(request.headers["user-agent"]);
      return reply.status(201).send(await saveRecipe(deps, requireActor(request), request.body, agent));
    },
  );

  app.get(
    "/recipe/:recipeId",
    {
      config: { auth: "customer" },
      schema: {
        tags,
        summary: "A recipe of the company (a storefront key reads the ones it saved)",
        params: RecipeIdParams,
        response: { 200: Recipe, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => getRecipe(deps, requireActor(request), request.params.recipeId),
  );
};
