import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import { RECIPE_MESSAGES } from "@atelier/domain/customer/recipe-messages";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createApiKey, signedIn, signedInAdmin } from "../../../../test/factories";
import { apiClient, call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../db/schema/audit-entries";
import { recipes } from "../../../db/schema/recipes";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { publishProduct } from "../blueprint/blueprint.fixtures";
import { recipeScene, savedRecipe, saveRecipe } from "./recipe.fixtures";

const t = useTestApp();

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const BLUE = "U-CAN-000f!";
const RED = "U-CAN-0f00!";

async function blobBytes(key: string): Promise<Buffer> {
  const stored = await t.storage.get(key);
  if (!stored) throw new Error(`no blob ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("POST recipe", () => {
  it("saves the configuration with its price, a preview PNG per view, the device and an audit entry", async () => {
    const scene = await recipeScene(t);
    const key = await createApiKey(t.db, scene.company, ["None"]);
    const saved = savedRecipe(
      await call(t.app, "POST", "recipe", scene.configure({ selections: { UP: BLUE }, quantity: 3 }), {
        authorization: key.authorization,
        headers: { "user-agent": IPHONE },
      }),
    );
    expect(saved.recipeId).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(saved).toMatchObject({
      styleCode: "SNK-1",
      versionCode: 2,
      parentRecipeId: null,
      selections: [
        { placementCode: "UP", placementName: "Upper", componentCode: BLUE, placementIndependentCode: "CAN-000f" },
      ],
      price: { currencyCode: "USD", value: 300, quantity: 3 },
      deviceClass: "mobile",
      userAgent: IPHONE,
      links: {
        json: `http://atelier.test/recipe/${saved.recipeId}.json`,
        pdf: `http://atelier.test/recipe/${saved.recipeId}.pdf`,
        share: `http://atelier.test/studio.html?product=SNK-1&version=2&recipe=${saved.recipeId}`,
      },
    });
    expect(saved.views).toEqual([
      {
        name: "Front",
        code: "front",
        productionReady: false,
        production: false,
        previewPng: `http://atelier.test/recipe/${saved.recipeId}/view/front.png`,
      },
    ]);
    const [row] = await t.db.select().from(recipes).where(eq(recipes.id, saved.recipeId));
    expect(row).toMatchObject({
      browserFamily: "Safari",
      deviceClass: "mobile",
      storefrontKeyId: null,
      createdBy: null,
    });
    const previewKey = row?.content.views[0]?.previewKey ?? "";
    expect(previewKey.startsWith(`${scene.company.id}/recipe/${saved.recipeId}/`)).toBe(true);
    const png = await sharp(await blobBytes(previewKey)).stats();
    expect(png.channels[3]?.max, "the layer is drawn: some pixels are opaque").toBe(255);
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceType, "recipe"), eq(auditEntries.resourceId, saved.recipeId)));
    expect(audit.map((entry) => [entry.action, entry.actorKind])).toEqual([["create", "apiKey"]]);
    expect((await scene.client.get(`recipe/${saved.recipeId}`)).body).toEqual(saved);
  });

  it("still saves when a layer cannot be read, with a preview of the layers that could", async () => {
    const scene = await recipeScene(t);
    await scene.putVersion(() => ({ imageRootUrl: "https://images.invalid/sneaker/" }));
    const saved = savedRecipe(await saveRecipe(scene.client, scene.configure()));
    const [row] = await t.db.select().from(recipes).where(eq(recipes.id, saved.recipeId));
    const png = await sharp(await blobBytes(row?.content.views[0]?.previewKey ?? "")).stats();
    expect(png.channels[3]?.max, "nothing drawn: every pixel is transparent").toBe(0);
  });

  it("keeps recipes immutable: there is no call to change or remove one, and each save is a new recipe", async () => {
    const scene = await recipeScene(t);
    const first = savedRecipe(await saveRecipe(scene.client, scene.configure()));
    const second = savedRecipe(await saveRecipe(scene.client, scene.configure({ parentRecipeId: first.recipeId })));
    expect(second.recipeId).not.toBe(first.recipeId);
    expect(second.parentRecipeId).toBe(first.recipeId);
    expect((await scene.client.put(`recipe/${first.recipeId}`, scene.configure())).status).toBe(404);
    expect((await scene.client.delete(`recipe/${first.recipeId}`)).status).toBe(404);
    expect((await scene.client.get(`recipe/${first.recipeId}`)).body).toEqual(first);
  });

  it("refuses a configuration that breaks a rule with the engine's message on the field", async () => {
    const scene = await recipeScene(t, [
      { description: "Red canvas is sold out", code: "IF ALWAYS THEN BLOCK(CAN-0f00 IN UP) END" },
    ]);
    const res = await saveRecipe(scene.client, scene.configure({ selections: { UP: RED } }));
    expect(res.status).toBe(400);
    const modelState = (res.body as { modelState: Record<string, string[]> }).modelState;
    expect(Object.keys(modelState)).toEqual(["selections.UP"]);
    expect(modelState["selections.UP"]?.join(" ")).toContain("Red canvas is sold out");
    expect(await t.db.select().from(recipes).where(eq(recipes.companyId, scene.company.id))).toEqual([]);
  });

  it("refuses a missing required value and a missing required choice, and saves once they are given", async () => {
    const scene = await recipeScene(t, [
      {
        description: "Blue needs a name",
        code: "IF COMPONENT(CAN-000f IN UP) THEN REQUIRESTRING(personalization-text OF UP) END",
      },
    ]);
    const missing = await saveRecipe(scene.client, scene.configure({ selections: { UP: BLUE } }));
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { modelState: object }).modelState)).toEqual([
      "values.personalization-text OF UP",
    ]);
    const none = await saveRecipe(scene.client, scene.configure({ selections: {} }));
    expect(none.status).toBe(400);
    expect(Object.keys((none.body as { modelState: object }).modelState)).toEqual(["selections.UP"]);
    const saved = savedRecipe(
      await saveRecipe(
        scene.client,
        scene.configure({ selections: { UP: BLUE }, values: { "personalization-text": "ADA" } }),
      ),
    );
    expect(saved.values).toEqual({ "personalization-text OF UP": "ADA" });
  });

  it("answers 400 on product for a product or version that does not exist, or of another company", async () => {
    const scene = await recipeScene(t);
    const other = await signedInAdmin(t);
    const notFound = { status: 400, body: { modelState: { product: [RECIPE_MESSAGES.productNotFound] } } };
    expect(await saveRecipe(scene.client, scene.configure({ product: "NOPE" }))).toMatchObject(notFound);
    expect(await saveRecipe(scene.client, scene.configure({ version: 9 }))).toMatchObject(notFound);
    expect(await saveRecipe(other.client, scene.configure())).toMatchObject(notFound);
  });

  it("refuses a parent recipe of another company or that does not exist", async () => {
    const scene = await recipeScene(t);
    const elsewhere = await recipeScene(t);
    const foreign = savedRecipe(await saveRecipe(elsewhere.client, elsewhere.configure()));
    const parentMissing = { status: 400, body: { modelState: { parentRecipeId: [RECIPE_MESSAGES.parentNotFound] } } };
    expect(await saveRecipe(scene.client, scene.configure({ parentRecipeId: foreign.recipeId }))).toMatchObject(
      parentMissing,
    );
    expect(await saveRecipe(scene.client, scene.configure({ parentRecipeId: "AAAAAAAAAAAA" }))).toMatchObject(
      parentMissing,
    );
  });

  it("answers 400 with field messages for bad input and 401 without a caller", async () => {
    const scene = await recipeScene(t);
    const cases: [unknown, string][] = [
      [{ ...scene.configure(), product: "" }, "product"],
      [{ ...scene.configure(), version: "x" }, "version"],
      [{ ...scene.configure(), quantity: 0 }, "quantity"],
      [{ ...scene.configure(), parentRecipeId: "short" }, "parentRecipeId"],
      [{ ...scene.configure(), selections: { UP: 5 } }, "selections.UP"],
      [{ ...scene.configure(), values: { text: { nested: true } } }, "values.text"],
    ];
    for (const [body, field] of cases) {
      const res = await saveRecipe(scene.client, body as never);
      expect(res.status, field).toBe(400);
      expect(Object.keys((res.body as { modelState: object }).modelState), field).toContain(field);
    }
    expect((await saveRecipe(apiClient(t.app), scene.configure())).status).toBe(401);
  });
});

describe("GET recipe", () => {
  it("answers the company's recipe, 404 to another company and 400 for an id of another form", async () => {
    const scene = await recipeScene(t);
    const saved = savedRecipe(await saveRecipe(scene.client, scene.configure()));
    const other = await signedInAdmin(t);
    expect((await other.client.get(`recipe/${saved.recipeId}`)).status).toBe(404);
    expect((await scene.client.get("recipe/AAAAAAAAAAAA")).status).toBe(404);
    expect((await scene.client.get("recipe/not-an-id")).status).toBe(400);
    expect((await apiClient(t.app).get(`recipe/${saved.recipeId}`)).status).toBe(401);
  });
});

describe("storefront keys and recipes", () => {
  it("save on Production blueprints only and read only the recipes they saved", async () => {
    const scene = await recipeScene(t);
    const asAdmin = await signedIn(t.app, scene.admin);
    const shop = await addStorefrontKey(t, asAdmin, scene.company.id, { name: "Shop" });
    const otherShop = await addStorefrontKey(t, asAdmin, scene.company.id, { name: "Other shop" });
    const notFound = { status: 400, body: { modelState: { product: [RECIPE_MESSAGES.productNotFound] } } };
    expect(await saveRecipe(shop.asStorefront, scene.configure({ version: "_" }))).toMatchObject(notFound);
    await publishProduct(t, scene);
    expect(await saveRecipe(shop.asStorefront, scene.configure())).toMatchObject(notFound);
    const active = await scene.client.get("blueprint/SNK-1/_");
    const saved = savedRecipe(
      await saveRecipe(shop.asStorefront, { product: "SNK-1", version: "_", selections: {}, values: {} }),
    );
    expect(saved.versionCode).toBe((active.body as { version: { code: number } }).version.code);
    const [row] = await t.db.select().from(recipes).where(eq(recipes.id, saved.recipeId));
    expect(row?.storefrontKeyId).toBe(shop.created.storefrontKeyId);
    expect((await shop.asStorefront.get(`recipe/${saved.recipeId}`)).body).toEqual(saved);
    expect((await otherShop.asStorefront.get(`recipe/${saved.recipeId}`)).status).toBe(404);
    const staffRecipe = savedRecipe(await saveRecipe(scene.client, scene.configure()));
    expect((await shop.asStorefront.get(`recipe/${staffRecipe.recipeId}`)).status).toBe(404);
    expect((await scene.client.get(`recipe/${saved.recipeId}`)).body as Recipe).toEqual(saved);
  });
});
