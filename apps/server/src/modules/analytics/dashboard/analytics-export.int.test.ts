import type { AnalyticsExport } from "@atelier/domain/analytics/analytics.schema";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { post } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import { type NewRecipeRow, recipes } from "../../../db/schema/recipes";
import { insertRecipe } from "../../order/order/order.fixtures";
import { ANALYTICS_PERIOD_MESSAGES } from "../analytics-period";
import { analyticsScene, periodBody, periodQuery } from "./analytics.fixtures";

const t = useTestApp();
const APRIL = periodBody("2026-04-01", "2026-04-30");

const HEADERS = [
  "Recipe id",
  "Created",
  "Site",
  "Locale",
  "Style code",
  "Version code",
  "Browser family",
  "Browser version",
  "Device class",
  "Personal values",
];

/** Sets a recipe's time of saving (and other columns). */
async function at(db: Db, recipeId: string, createdAt: string, values: Partial<NewRecipeRow> = {}) {
  await db
    .update(recipes)
    .set({ createdAt: new Date(createdAt), ...values })
    .where(eq(recipes.id, recipeId));
}

/** April's recipes of a company: two in April (one with a formula-like value), one bot, one in May, one elsewhere. */
async function exportScene() {
  const scene = await analyticsScene(t);
  const first = await insertRecipe(t.db, scene.companyId, {
    styleCode: "A",
    siteCode: "US",
    values: { MONOGRAM: "AB", SIZE: 42 },
  });
  await at(t.db, first.id, "2026-04-01T00:00:00.000Z", {
    browserFamily: "Chrome",
    browserVersion: "120.0",
    locale: "en-US",
  });
  const second = await insertRecipe(t.db, scene.companyId, {
    styleCode: "B",
    siteCode: "EU",
    values: { MONOGRAM: '=HYPERLINK("x")' },
  });
  await at(t.db, second.id, "2026-04-30T23:59:59.999Z", { deviceClass: "mobile" });
  const bot = await insertRecipe(t.db, scene.companyId, { bot: true });
  await at(t.db, bot.id, "2026-04-10T10:00:00.000Z");
  const may = await insertRecipe(t.db, scene.companyId);
  await at(t.db, may.id, "2026-05-01T00:00:00.000Z");
  const other = await insertRecipe(t.db, scene.otherCompanyId);
  await at(t.db, other.id, "2026-04-10T10:00:00.000Z");
  return { ...scene, first, second };
}

const rowsOf = (body: unknown): string[][] => parse((body as AnalyticsExport).data) as string[][];

describe("POST analytics/export", () => {
  it("answers the period's saved recipes as CSV, oldest first, bots and other companies left out", async () => {
    const { asViewer, first, second } = await exportScene();
    const res = await asViewer.post("analytics/export", APRIL);
    expect(res.status).toBe(200);
    expect(rowsOf(res.body)).toEqual([
      HEADERS,
      [
        first.id,
        "2026-04-01T00:00:00.000Z",
        "US",
        "en-US",
        "A",
        "1",
        "Chrome",
        "120.0",
        "desktop",
        "MONOGRAM=AB; SIZE=42",
      ],
      [second.id, "2026-04-30T23:59:59.999Z", "EU", "", "B", "1", "", "", "mobile", 'MONOGRAM==HYPERLINK("x")'],
    ]);
  });

  it("neutralises a personal value that starts a cell like a formula", async () => {
    const scene = await analyticsScene(t);
    const recipe = await insertRecipe(t.db, scene.companyId, { values: { "=cmd": "x", b: "@y" } });
    await at(t.db, recipe.id, "2026-06-01T12:00:00.000Z");
    const res = await scene.asViewer.post("analytics/export", periodBody("2026-06-01", "2026-06-01"));
    expect(rowsOf(res.body)[1]?.at(-1)).toBe("'=cmd=x; b=@y");
  });

  it("takes the period in the query when there is no body, and narrows to one site", async () => {
    const { asViewer, first } = await exportScene();
    const res = await asViewer.post(`analytics/export?${periodQuery("2026-04-01", "2026-04-30")}&site=US`);
    expect(res.status).toBe(200);
    expect(rowsOf(res.body).map((row) => row[0])).toEqual(["Recipe id", first.id]);
  });

  it("answers only the heading row when nothing was saved", async () => {
    const { asViewer } = await exportScene();
    const res = await asViewer.post("analytics/export", periodBody("2020-01-01", "2020-01-31"));
    expect(rowsOf(res.body)).toEqual([HEADERS]);
  });

  it("answers 400 for a bad period, 401 signed out and 403 to a storefront key", async () => {
    const { asViewer, asStorefront } = await exportScene();
    const cases: [Record<string, number>, string][] = [
      [periodBody("2026-04-02", "2026-04-01"), ANALYTICS_PERIOD_MESSAGES.startAfterEnd],
      [periodBody("2026-04-31", "2026-05-01"), ANALYTICS_PERIOD_MESSAGES.invalidStart],
      [periodBody("2025-01-01", "2026-01-02"), ANALYTICS_PERIOD_MESSAGES.tooLong],
    ];
    for (const [body, message] of cases) {
      expect(await asViewer.post("analytics/export", body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await asViewer.post("analytics/export", { startyear: 2026 })).status).toBe(400);
    expect((await asViewer.post("analytics/export")).status).toBe(400);
    expect((await post(t.app, "analytics/export", APRIL)).status).toBe(401);
    expect((await asStorefront.post("analytics/export", APRIL)).status).toBe(403);
  });
});
