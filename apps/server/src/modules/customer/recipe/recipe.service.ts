import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { EngineState } from "@atelier/domain/customer/evaluation.schema";
import { priceConfiguration } from "@atelier/domain/customer/price";
import type { Recipe, RecipeCreateInput, RecipeStored } from "@atelier/domain/customer/recipe.schema";
import { RECIPE_MESSAGES } from "@atelier/domain/customer/recipe-messages";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { NewRecipeRow, RecipeRow } from "../../../db/schema/recipes";
import type { AppDeps } from "../../../deps";
import { AppError, type ModelState } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { DEMO_MEDIA_DIR } from "../../../paths";
import { savedRecipeFacts } from "../../analytics/rollup/rollup-facts";
import { recordSavedRecipe } from "../../analytics/rollup/rollup-writer";
import { assertActorMayRead, loadBlueprint } from "../blueprint/blueprint.service";
import { recipeBlobPrefix, renderPreviews } from "./preview/render-previews";
import { toRecipeDto } from "./recipe.dto";
import { findRecipe, insertRecipe, recipeIdTaken } from "./recipe.repo";
import { recipeSelections, recipeValues, selectionMap } from "./recipe-content";
import { newRecipeId } from "./recipe-id";
import type { UserAgentClass } from "./user-agent";

type RecipeDeps = Pick<AppDeps, "db" | "clock" | "catalogueRevisions" | "storage" | "log" | "config">;
type RecipeInput = z.output<typeof RecipeCreateInput>;

/** Tries at most this many fresh ids: with 62^12 ids, a second try is already astronomically rare. */
const ID_ATTEMPTS = 5;

/** The blueprint the configuration is of; 400 on `product` when it is missing or the caller may not save on it. */
async function blueprintOf(deps: RecipeDeps, actor: Actor, input: RecipeInput) {
  try {
    const loaded = await loadBlueprint(deps, actor.companyId, {
      styleCode: input.product,
      versionCode: input.version,
      site: input.site,
      locale: input.locale,
    });
    assertActorMayRead(actor, loaded.blueprint);
    return loaded;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      throw AppError.field("product", RECIPE_MESSAGES.productNotFound);
    }
    throw error;
  }
}

/** 400 with the engine's messages per field when the rules refuse the configuration. */
function assertAccepted(state: EngineState): void {
  if (state.issues.length === 0) return;
  const modelState: ModelState = {};
  for (const issue of state.issues) {
    const messages = modelState[issue.field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    modelState[issue.field] = messages;
  }
  throw AppError.invalid(modelState);
}

async function assertParent(deps: RecipeDeps, actor: Actor, parentRecipeId: string | undefined): Promise<void> {
  if (parentRecipeId === undefined) return;
  if (!(await findRecipe(deps.db, actor.companyId, parentRecipeId))) {
    throw AppError.field("parentRecipeId", RECIPE_MESSAGES.parentNotFound);
  }
}

/** A fresh id no recipe has yet. */
async function freeRecipeId(deps: RecipeDeps): Promise<string> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const id = newRecipeId();
    if (!(await recipeIdTaken(deps.db, id))) return id;
  }
  throw new Error("no free recipe id found");
}

interface RecipeSource {
  blueprint: Blueprint;
  input: RecipeInput;
  content: Omit<RecipeStored, "views">;
  agent: UserAgentClass;
}

function recipeRow(
  actor: Actor,
  recipeId: string,
  { blueprint, input, content, agent }: RecipeSource,
  views: RecipeStored["views"],
  now: Date,
): NewRecipeRow {
  return {
    id: recipeId,
    companyId: actor.companyId,
    productId: blueprint.product.productId,
    versionId: blueprint.version.versionId,
    styleCode: blueprint.product.styleCode,
    versionCode: blueprint.version.code,
    siteCode: blueprint.site,
    locale: blueprint.locale,
    parentRecipeId: input.parentRecipeId ?? null,
    content: { ...content, views },
    userAgent: agent.userAgent,
    browserFamily: agent.browserFamily,
    browserVersion: agent.browserVersion,
    deviceClass: agent.deviceClass,
    bot: agent.bot,
    storefrontKeyId: actor.kind === "storefront" ? actor.storefrontKeyId : null,
    createdBy: actor.kind === "user" ? actor.userId : null,
    createdAt: now,
  };
}

/** Draws the previews and writes the row and its audit entry; undefined when the id was taken meanwhile. */
async function writeRecipe(
  deps: RecipeDeps,
  actor: Actor,
  recipeId: string,
  source: RecipeSource,
): Promise<RecipeRow | undefined> {
  const { blueprint, content } = source;
  const target = { companyId: actor.companyId, recipeId };
  const views = await renderPreviews(
    { ...deps, demoMediaDir: DEMO_MEDIA_DIR },
    target,
    blueprint,
    selectionMap(content.selections),
  );
  // The previews are stored first: whenever no row comes to name them (a failure, an id taken), they go.
  let row: RecipeRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      const written = await insertRecipe(tx, recipeRow(actor, recipeId, source, views, deps.clock()));
      if (!written) return undefined;
      await recordSavedRecipe(tx, actor.companyId, savedRecipeFacts(written, source.input.sessionId));
      await recordAudit(tx, actor, deps.clock(), {
        resourceType: "recipe",
        resourceId: recipeId,
        resourcePath: `recipe/${recipeId}`,
        resourceLabel: recipeId,
        action: "create",
        after: toRecipeDto(deps.config.publicUrl, written),
      });
      return written;
    });
    return row;
  } finally {
    if (!row) await deps.storage.deletePrefix(recipeBlobPrefix(actor.companyId, recipeId));
  }
}

/**
 * Saves a configuration as a new recipe (issue 14, item 4): the engine must accept it on the blueprint of
 * the product, version, site and locale named; the price, one preview PNG per view and the row follow.
 * Recipes are never changed afterwards: a changed configuration is a new recipe naming its parent.
 */
export async function saveRecipe(
  deps: RecipeDeps,
  actor: Actor,
  input: RecipeInput,
  agent: UserAgentClass,
): Promise<Recipe> {
  const { blueprint, engine } = await blueprintOf(deps, actor, input);
  const state = engine.evaluate({
    site: input.site,
    locale: input.locale,
    selections: input.selections,
    values: input.values,
    initial: false,
  });
  assertAccepted(state);
  await assertParent(deps, actor, input.parentRecipeId);
  const selections = recipeSelections(blueprint, state);
  const content = {
    selections,
    values: recipeValues(blueprint, selections, input.values, state),
    attachments: [],
    productName: blueprint.product.name,
    versionName: blueprint.version.name,
    price: priceConfiguration(blueprint, selectionMap(selections), {
      quantity: input.quantity,
      ...(input.currency === undefined ? {} : { currency: input.currency }),
    }),
  };
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const row = await writeRecipe(deps, actor, await freeRecipeId(deps), { blueprint, input, content, agent });
    if (row) return toRecipeDto(deps.config.publicUrl, row);
  }
  throw new Error("no free recipe id found");
}

/** The company's recipe; a storefront key reads only the recipes it saved (others are 404 to it). */
export async function getRecipe(deps: Pick<AppDeps, "db" | "config">, actor: Actor, recipeId: string): Promise<Recipe> {
  const row = requireFound(await findRecipe(deps.db, actor.companyId, recipeId));
  if (actor.kind === "storefront" && row.storefrontKeyId !== actor.storefrontKeyId) throw AppError.notFound();
  return toRecipeDto(deps.config.publicUrl, row);
}
