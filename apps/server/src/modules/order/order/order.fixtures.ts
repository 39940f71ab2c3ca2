import type { RecipeSelection, RecipeStored } from "@atelier/domain/customer/recipe.schema";
import type { Order, RecipeOrderEntry } from "@atelier/domain/order/order.schema";
import { expect } from "vitest";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import type { ApiClient } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import { type RecipeRow, recipes } from "../../../db/schema/recipes";
import { newRecipeId } from "../../customer/recipe/recipe-id";

export interface RecipeValues {
  styleCode?: string;
  siteCode?: string;
  selections?: RecipeSelection[];
  values?: RecipeStored["values"];
  storefrontKeyId?: string | null;
  bot?: boolean;
}

/** A saved recipe of the company, written straight to the database (orders only read it). */
export async function insertRecipe(db: Db, companyId: string, values: RecipeValues = {}): Promise<RecipeRow> {
  const [row] = await db
    .insert(recipes)
    .values({
      id: newRecipeId(),
      companyId,
      productId: "product-1",
      versionId: "version-1",
      styleCode: values.styleCode ?? "SNK-1",
      versionCode: 1,
      siteCode: values.siteCode ?? "",
      content: {
        selections: values.selections ?? [],
        values: values.values ?? {},
        views: [],
        attachments: [],
        price: null,
      },
      storefrontKeyId: values.storefrontKeyId ?? null,
      bot: values.bot ?? false,
    })
    .returning();
  if (!row) throw new Error("recipe insert returned no row");
  return row;
}

/** A company with every role, a client for each staff role, and `count` saved recipes. */
export async function orderScene(t: Pick<TestApp, "app" | "db">, count = 1, values: RecipeValues = {}) {
  const people = await createCompanyWithEveryRole(t.db);
  const recipeRows: RecipeRow[] = [];
  for (let index = 0; index < count; index++) recipeRows.push(await insertRecipe(t.db, people.company.id, values));
  return {
    ...people,
    recipes: recipeRows,
    asAdmin: await signedIn(t.app, people.admin),
    asOrders: await signedIn(t.app, people.orderManager),
    asConfigurator: await signedIn(t.app, people.configurator),
    asViewer: await signedIn(t.app, people.viewer),
  };
}

/** Orders the recipe through 'Add recipe order' and answers the order as GET order/{recipeId} shows it. */
export async function orderRecipe(
  client: ApiClient,
  recipeId: string,
  entry: Partial<RecipeOrderEntry> = {},
): Promise<Order> {
  const added = await client.post("order", [{ recipeId, orderNumber: `N-${recipeId.slice(0, 4)}`, ...entry }]);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const read = await client.get(`order/${recipeId}`);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body as Order;
}
