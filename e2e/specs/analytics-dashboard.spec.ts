import { readFileSync } from "node:fs";
import { DATE_RANGE_MESSAGES } from "@atelier/domain/analytics/date-range";
import type { RecipeCreateInput } from "@atelier/domain/customer/recipe.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { APIRequestContext, Download } from "@playwright/test";
import { ANALYTICS_TEXTS } from "../../apps/web/src/blades/analytics/common/analytics-texts";
import { RECIPE_INSPIRATIONS } from "../../apps/web/src/blades/analytics/common/prompt-inspirations";
import {
  LIST_TILES,
  type ListTile,
  RECIPE_TILES,
  RecipeAnalyticsBlade,
  type RecipeTile,
} from "../pages/analytics-recipes";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { pdfFirstPageToPng } from "../support/pdf-page";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A desktop and a phone browser: a headless browser's own agent would be left out as a bot. */
const AGENTS = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mobile:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
} as const;

/** A demo sneaker whose monogram text starts like a formula: the CSV must keep it a text. */
const SNEAKER: RecipeCreateInput = {
  product: "SNK-CC-100",
  selections: {
    UPPER: "UPPER-CANVAS-NAVY",
    LACES: "LACES-WHITE",
    "SNEAKER-MODEL": "MODEL-US-9",
    MONOGRAM: "MONO-SERIF",
  },
  values: { "personalization-text OF MONOGRAM": "=1+1" },
};
const BACKPACK: RecipeCreateInput = { product: "BAG-EB-300" };

async function saveRecipe(request: APIRequestContext, agent: string, input: RecipeCreateInput): Promise<void> {
  const response = await request.post("/api/v1/recipe", {
    data: input,
    headers: { origin: BASE_URL, "content-type": "application/json", "user-agent": agent },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const downloaded = async (download: Download) => readFileSync(await download.path(), "utf8");

test("Recipe Analytics shows every tile, refuses a reversed range, and downloads each CSV, the raw data and the PDF", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(180_000);
  await workspace.signInAsDemo(DEMO.admin);
  // Today's recipes, beside the demo's: two on a desktop, one on a phone.
  await saveRecipe(page.request, AGENTS.desktop, SNEAKER);
  await saveRecipe(page.request, AGENTS.desktop, BACKPACK);
  await saveRecipe(page.request, AGENTS.mobile, SNEAKER);

  const dashboard = new RecipeAnalyticsBlade(workspace);
  await dashboard.openFromSidebar();
  await expect(workspace.blade("Recipe Analytics")).toBeVisible();
  await expect(dashboard.prompt.inspirations).toHaveText([...RECIPE_INSPIRATIONS]);
  for (const tile of Object.keys(RECIPE_TILES) as RecipeTile[]) await expect(dashboard.tile(tile)).toBeVisible();
  await screenshot(page, testInfo, "last 30 days");

  // This month holds today, so the recipes just saved are counted.
  await dashboard.choosePreset("This Month");
  await expect(dashboard.tile("topProducts").getByRole("cell", { name: /^SNK-CC-100\b/ })).toBeVisible();
  await expect(dashboard.tile("topPersonalizations").getByRole("cell", { name: "=1+1", exact: true })).toBeVisible();
  await expect(dashboard.tile("mobileBrowsers")).not.toContainText(MESSAGES.noResults);
  await expect(dashboard.tile("desktopBrowsers")).not.toContainText(MESSAGES.noResults);
  await expect(dashboard.tile("mobileVsDesktop").locator("svg.recharts-surface")).toBeVisible();
  await expect(dashboard.tile("savedRecipes").locator("svg.recharts-surface")).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshotAlsoNarrow(page, testInfo, "this month");

  // Compare: each list shows the previous period's count and the change.
  await dashboard.setCompare(true);
  await expect(
    dashboard.tile("topProducts").getByRole("columnheader", { name: ANALYTICS_TEXTS.previous, exact: true }),
  ).toBeVisible();
  await expect(dashboard.tile("savedRecipes").getByText(ANALYTICS_TEXTS.previousPeriod).first()).toBeVisible();
  await screenshot(page, testInfo, "compared");
  await dashboard.tile("mobileVsDesktop").scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "compared lower tiles");

  // Each list downloads what it shows, as formula-safe CSV named with a date stamp.
  for (const tile of Object.keys(LIST_TILES) as ListTile[]) {
    const download = await dashboard.downloadCsv(tile);
    expect(download.suggestedFilename()).toMatch(/-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    const text = await downloaded(download);
    expect(text.split("\r\n").length).toBeGreaterThan(2);
    if (tile === "topPersonalizations") expect(text).toContain(",'=1+1,");
  }

  // 'Export raw data as CSV' asks first, then downloads the period's recipes.
  const raw = await dashboard.exportRaw();
  expect(raw.suggestedFilename()).toMatch(/^recipe-analytics-raw-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
  expect((await downloaded(raw)).split("\n").length).toBeGreaterThan(3);

  // The PDF: the tiles as they look, turned into a PNG to look at.
  const pdf = await dashboard.exportPdf();
  expect(pdf.suggestedFilename()).toBe("analytics-dashboard.pdf");
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  pdfFirstPageToPng(bytes, "analytics-dashboard-pdf");

  // A custom range whose start is after its end shows the spec's message and sends nothing.
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/analytics/")) calls.push(request.url());
  });
  const today = new Date();
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
  await dashboard.pickCustomRange(today, weekAgo);
  await expect(dashboard.rangeMessage).toHaveText(DATE_RANGE_MESSAGES.startNotBeforeEnd);
  expect(calls).toEqual([]);
  await screenshot(page, testInfo, "reversed range");
  // Putting it right sends it: the end today (the same day as the start: still refused), then the start a week ago.
  await dashboard.pickDay("end", today);
  await expect(dashboard.rangeMessage).toHaveText(DATE_RANGE_MESSAGES.startNotBeforeEnd);
  await dashboard.pickDay("start", weekAgo);
  await expect(dashboard.rangeMessage).toBeHidden();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
});
