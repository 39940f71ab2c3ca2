import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { Recipe, RecipeCreateInput } from "@atelier/domain/customer/recipe.schema";
import type { Rule } from "@atelier/domain/product/rule.schema";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiClient, CallResult } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";
import { products } from "../../../db/schema/products";
import { blueprintOf, blueprintScene, componentsIn } from "../blueprint/blueprint.fixtures";

/** The demo media file every layer of the scene is drawn from (the image name format names it alone). */
export const SCENE_LAYER = "LACES-LIME_front_00.svg";

/**
 * A version to save recipes of (blueprintScene): SNK-1 version 2, placement UP with four components, a
 * Front view whose layers are a demo media file, and `rules` set on the version. `configure` answers a
 * recipe input choosing the component `componentCode` (the first one when omitted).
 */
export async function recipeScene(t: Pick<TestApp, "app" | "db">, rules: Partial<Rule>[] = []) {
  const scene = await blueprintScene(t);
  const [row] = await t.db.select().from(products).where(eq(products.id, scene.product.id));
  await t.db
    .update(products)
    .set({ settings: { ...row?.settings, imageNameFormat: [{ type: "static", text: SCENE_LAYER }] } })
    .where(eq(products.id, scene.product.id));
  await scene.putVersion(() => ({
    imageRootUrl: "/demo-media/images/",
    rulesJson: rules.map((rule, index) => ({
      id: `r${index}`,
      type: "Coded",
      description: "",
      inactive: false,
      source: [],
      target: [],
      except: [],
      ...rule,
    })),
  }));
  const blueprint: Blueprint = await blueprintOf(scene.client, scene.path);
  const codes = componentsIn(blueprint).map((component) => component.code);
  const configure = (values: Partial<RecipeCreateInput> = {}): RecipeCreateInput => ({
    product: "SNK-1",
    version: 2,
    selections: { UP: codes[0] ?? "" },
    ...values,
  });
  return { ...scene, blueprint, codes, configure };
}

/** The recipe a save answered, which must be 201. */
export function savedRecipe(res: CallResult): Recipe {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Recipe;
}

export const saveRecipe = (client: ApiClient, input: RecipeCreateInput) => client.post("recipe", input);
