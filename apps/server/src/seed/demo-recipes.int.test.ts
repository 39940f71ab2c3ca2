import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StorefrontKeyList } from "@atelier/domain/account/storefront-key.schema";
import type { ActionFunnel, ActionSessions, SavedRecipes } from "@atelier/domain/analytics/analytics.schema";
import type { Recipe } from "@atelier/domain/customer/recipe.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { DAY } from "../clock";
import { demoProductionClient } from "./demo-client.fixtures";
import { ensureDemoRecipes, prepareDemoRecipes } from "./demo-recipe-blobs";
import { DEMO_RECIPE_COUNT, DEMO_RECIPE_DAYS, DEMO_STOREFRONT, seedDemoRecipesIfNone } from "./demo-recipes";
import { DEMO, seedDemo } from "./demo-seed";
import { DEMO_SESSION_DAYS } from "./demo-sessions";
import { findCompanyByName, listRecipeSummaries } from "./seed.repo";

const t = useTestApp();
const now = new Date();
let seconds = 0;

const seedDeps = () => ({ db: t.db, storage: t.storage, log: t.app.log, config: t.config });

/** The build's folder of composed previews, here a temporary one. */
const preparedFolder = mkdtempSync(join(tmpdir(), "atelier-demo-recipes-"));

beforeAll(async () => {
  await seedDemo(t.db, new Passwords(TEST_HASH_COST), now);
  const started = performance.now();
  // As the server build does: the previews go to the build's folder, not to the app's storage.
  expect(await prepareDemoRecipes(t.db, preparedFolder)).toBe(DEMO_RECIPE_COUNT);
  seconds = (performance.now() - started) / 1000;
}, 300_000);

afterAll(() => rmSync(preparedFolder, { recursive: true, force: true }));

async function demoRecipes() {
  const company = await findCompanyByName(t.db, DEMO.company);
  return listRecipeSummaries(t.db, company?.id ?? "");
}

describe("the demo recipes", () => {
  it("are saved once with the demo shop's storefront key; a start copies their previews", async () => {
    // The previews of every recipe are composed with sharp (docs/decisions/project-demo-customer-data.md).
    console.info(`demo recipes saved in ${seconds.toFixed(1)} s`);
    expect(await seedDemoRecipesIfNone(seedDeps(), now)).toBe(0);
    // A start copies the build's previews into its storage, once: three views per recipe.
    expect(await ensureDemoRecipes(seedDeps(), preparedFolder)).toEqual({ saved: 0, copied: DEMO_RECIPE_COUNT * 3 });
    expect(await ensureDemoRecipes(seedDeps(), preparedFolder)).toEqual({ saved: 0, copied: 0 });
    const recipes = await demoRecipes();
    expect(recipes).toHaveLength(DEMO_RECIPE_COUNT);
    const client = await demoProductionClient(t.app, t.db);
    const company = await findCompanyByName(t.db, DEMO.company);
    const listed = (await client.get(`company/${company?.id}/storefrontkey`)).body as StorefrontKeyList;
    const shop = listed.storefrontKeys.find((key) => key.name === DEMO_STOREFRONT.name);
    expect(shop?.allowedOrigins).toEqual(DEMO_STOREFRONT.allowedOrigins);
    expect(new Set(recipes.map((recipe) => recipe.storefrontKeyId))).toEqual(new Set([shop?.storefrontKeyId]));
  });

  it("spread over the last year, both sneakers, every site, phones, tablets and desktops", async () => {
    const recipes = await demoRecipes();
    const ages = recipes.map((recipe) => (now.getTime() - recipe.createdAt.getTime()) / DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(DEMO_RECIPE_DAYS + 1);
    expect(Math.max(...ages)).toBeGreaterThan(DEMO_RECIPE_DAYS - 5);
    expect(Math.min(...ages)).toBeLessThan(5);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(new Set(recipes.map((recipe) => recipe.styleCode))).toEqual(new Set(["SNK-CC-100", "SNK-TR-210"]));
    expect(new Set(recipes.map((recipe) => recipe.siteCode))).toEqual(new Set(["us-store", "eu-store", ""]));
    expect(new Set(recipes.map((recipe) => recipe.deviceClass))).toEqual(new Set(["mobile", "tablet", "desktop"]));
  });

  it("include changed recipes naming an earlier recipe of the same product as their parent", async () => {
    const recipes = await demoRecipes();
    const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    const children = recipes.filter((recipe) => recipe.parentRecipeId !== null);
    expect(children.length).toBeGreaterThanOrEqual(4);
    for (const child of children) {
      const parent = byId.get(child.parentRecipeId ?? "");
      expect(parent?.styleCode).toBe(child.styleCode);
      expect(parent?.createdAt.getTime()).toBeLessThan(child.createdAt.getTime());
    }
  });

  it("read like any recipe: the API, the public JSON, a preview PNG per view, and a price", async () => {
    const client = await demoProductionClient(t.app, t.db);
    const [first] = await demoRecipes();
    const res = await client.get(`recipe/${first?.id}`);
    expect(res.status).toBe(200);
    const recipe = res.body as Recipe;
    expect(recipe.selections.length).toBeGreaterThanOrEqual(3);
    expect(recipe.price?.value).toBeGreaterThan(0);
    expect(recipe.views.length).toBeGreaterThan(0);
    const json = await t.app.inject({ method: "GET", url: `/recipe/${first?.id}.json` });
    expect(json.statusCode).toBe(200);
    for (const view of recipe.views) {
      const png = await t.app.inject({ method: "GET", url: new URL(view.previewPng).pathname });
      expect(png.statusCode, view.previewPng).toBe(200);
      expect(png.headers["content-type"]).toBe("image/png");
    }
  });

  it("come with a year of Studio sessions: each recipe's visit, and visits that saved nothing, on every month", async () => {
    const client = await demoProductionClient(t.app, t.db);
    const start = new Date(now.getTime() - DEMO_SESSION_DAYS * DAY);
    const period = [
      `startyear=${start.getUTCFullYear()}&startmonth=${start.getUTCMonth() + 1}&startday=${start.getUTCDate()}`,
      `endyear=${now.getUTCFullYear()}&endmonth=${now.getUTCMonth() + 1}&endday=${now.getUTCDate()}`,
    ].join("&");
    const funnel = (await client.get(`analytics/actionfunnel?${period}`)).body as ActionFunnel;
    const step = (name: string) => funnel.steps.find((entry) => entry.step === name)?.count ?? 0;
    expect(step("recipe")).toBe(DEMO_RECIPE_COUNT);
    expect(step("session")).toBeGreaterThan(DEMO_RECIPE_COUNT * 3);
    expect(step("cart")).toBeGreaterThan(0);
    expect(step("cart")).toBeLessThan(DEMO_RECIPE_COUNT);
    const sessions = (await client.get(`analytics/actionsessions?${period}`)).body as ActionSessions;
    const months = new Set(sessions.intervals.map((day) => `${day.year}-${day.month}`));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const saved = (await client.get(`analytics/savedrecipes?${period}`)).body as SavedRecipes;
    expect(saved.total).toBe(DEMO_RECIPE_COUNT);
  });
});
