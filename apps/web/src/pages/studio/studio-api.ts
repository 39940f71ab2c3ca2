import { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { Recipe, type RecipeCreateInput, RecipeDocument } from "@atelier/domain/customer/recipe.schema";
import { normalizeError } from "@atelier/domain/shared/errors";
import { ApiError, api } from "../../api/http";
import type { StudioChoices, StudioTarget } from "./studio-address";

/** A storefront's key goes as a bearer token; staff are known by their session cookie. */
function authorization(target: StudioTarget): Record<string, string> {
  return target.key === undefined ? {} : { authorization: `Bearer ${target.key}` };
}

/** The compiled version the Studio configures, for the target's site, locale and preview date. */
export function fetchBlueprint(target: StudioTarget): Promise<Blueprint> {
  const path = `blueprint/${encodeURIComponent(target.product)}/${encodeURIComponent(target.version)}`;
  return api(path, {
    schema: Blueprint,
    headers: authorization(target),
    query: {
      site: target.site === "" ? undefined : target.site,
      locale: target.locale === "" ? undefined : target.locale,
      previewDate: target.previewDate,
    },
  });
}

export function saveRecipe(target: StudioTarget, input: RecipeCreateInput): Promise<Recipe> {
  return api("recipe", { method: "POST", body: input, schema: Recipe, headers: authorization(target) });
}

/** The public address of a recipe's document, PDF or view image (no sign-in). */
export const recipeAddress = {
  json: (recipeId: string) => `/recipe/${encodeURIComponent(recipeId)}.json`,
  pdf: (recipeId: string) => `/recipe/${encodeURIComponent(recipeId)}.pdf`,
};

/** The fields a recipe document's component carries besides its custom values. */
const COMPONENT_FIELDS = new Set(["code", "placementIndependentCode", "name"]);

/** A saved recipe's choices, read from its public document: a component per placement and its values. */
export async function fetchRecipeChoices(recipeId: string): Promise<StudioChoices> {
  let response: Response;
  try {
    response = await fetch(recipeAddress.json(recipeId), { headers: { accept: "application/json" } });
  } catch {
    throw new ApiError(normalizeError(0, undefined));
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(normalizeError(response.status, json));
  const document = RecipeDocument.parse(json);
  const choices: StudioChoices = { selections: {}, values: {} };
  for (const { placementCode, component } of document.components) {
    choices.selections[placementCode] = component.code;
    for (const [attribute, value] of Object.entries(component)) {
      if (!COMPONENT_FIELDS.has(attribute)) choices.values[`${attribute} OF ${placementCode}`] = String(value);
    }
  }
  return choices;
}
