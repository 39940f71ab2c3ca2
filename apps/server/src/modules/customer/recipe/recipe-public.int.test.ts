import type { RecipeDocument } from "@atelier/domain/customer/recipe.schema";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { recipeScene, savedRecipe, saveRecipe } from "./recipe.fixtures";
import { RECIPE_FILE_CACHE_CONTROL } from "./recipe-public.routes";

const t = useTestApp();
const BLUE = "U-CAN-000f!";

/** GET a public address, without any sign-in. */
const fetchPublic = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function savedScene() {
  const scene = await recipeScene(t, [
    {
      description: "Blue needs a name",
      code: "IF COMPONENT(CAN-000f IN UP) THEN REQUIRESTRING(personalization-text OF UP) END",
    },
  ]);
  const recipe = savedRecipe(
    await saveRecipe(
      scene.client,
      scene.configure({
        selections: { UP: BLUE },
        values: { "personalization-text OF UP": "ADA", "dynamic-image-url OF UP": "https://example.test/a.png" },
      }),
    ),
  );
  return { scene, recipe };
}

describe("the public recipe host", () => {
  it("serves the recipe document without sign-in, cached for good with a strong ETag", async () => {
    const { recipe } = await savedScene();
    const res = await fetchPublic(`/recipe/${recipe.recipeId}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe(RECIPE_FILE_CACHE_CONTROL);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const document = res.json() as RecipeDocument;
    expect(document).toEqual({
      recipeId: recipe.recipeId,
      styleCode: "SNK-1",
      versionCode: 2,
      site: "",
      locale: "",
      created: recipe.created,
      attachments: [],
      components: [
        {
          name: "Upper",
          placementCode: "UP",
          component: {
            code: BLUE,
            placementIndependentCode: "CAN-000f",
            name: "CAN BLU",
            "personalization-text": "ADA",
            "dynamic-image-url": "https://example.test/a.png",
          },
        },
      ],
      views: recipe.views,
      price: recipe.price,
    });
    expect((await fetchPublic(`/recipe/${recipe.recipeId}.json`, { "if-none-match": etag })).statusCode).toBe(304);
  });

  it("serves each view's preview PNG, with Range and ETag", async () => {
    const { recipe } = await savedScene();
    const res = await fetchPublic(`/recipe/${recipe.recipeId}/view/front.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe(RECIPE_FILE_CACHE_CONTROL);
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const metadata = await sharp(res.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1024, height: 683 });
    const etag = String(res.headers.etag);
    expect((await fetchPublic(`/recipe/${recipe.recipeId}/view/front.png`, { "if-none-match": etag })).statusCode).toBe(
      304,
    );
    const part = await fetchPublic(`/recipe/${recipe.recipeId}/view/front.png`, { range: "bytes=0-7" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(res.rawPayload.subarray(0, 8));
  });

  it("serves the printable PDF, made once and kept", async () => {
    const { recipe } = await savedScene();
    const res = await fetchPublic(`/recipe/${recipe.recipeId}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`inline; filename="recipe-${recipe.recipeId}.pdf"`);
    expect(res.headers["cache-control"]).toBe(RECIPE_FILE_CACHE_CONTROL);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const again = await fetchPublic(`/recipe/${recipe.recipeId}.pdf`);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.rawPayload).toEqual(res.rawPayload);
  });

  it.each([
    ["an unknown id", "/recipe/AAAAAAAAAAAA.json"],
    ["an unknown id's PDF", "/recipe/AAAAAAAAAAAA.pdf"],
    ["a malformed id", "/recipe/not-an-id.json"],
    ["a malformed id with a dot", "/recipe/../etc.json"],
    ["another extension", "/recipe/AAAAAAAAAAAA.xml"],
    ["no extension", "/recipe/AAAAAAAAAAAA"],
    ["an unknown id's view", "/recipe/AAAAAAAAAAAA/view/front.png"],
    ["a malformed id's view", "/recipe/x/view/front.png"],
  ])("answers 404 with nothing revealed for %s", async (_case, url) => {
    const res = await fetchPublic(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.body).not.toMatch(/recipe|company|sql/i);
  });

  it("answers 404 for a view the recipe does not have or another file type", async () => {
    const { recipe } = await savedScene();
    expect((await fetchPublic(`/recipe/${recipe.recipeId}/view/back.png`)).statusCode).toBe(404);
    expect((await fetchPublic(`/recipe/${recipe.recipeId}/view/front.jpg`)).statusCode).toBe(404);
  });
});
