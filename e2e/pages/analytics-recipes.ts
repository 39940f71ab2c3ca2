import { type Download, expect, type Locator, type Page } from "@playwright/test";
import { ANALYTICS_TEXTS } from "../../apps/web/src/blades/analytics/common/analytics-texts";
import { RECIPE_DASHBOARD_TEXTS } from "../../apps/web/src/blades/analytics/recipe-dashboard/recipe-texts";
import { setCompareSwitch } from "./compare-switch";
import { PromptArea } from "./prompt-report";
import type { Workspace } from "./workspace";

/** The tiles of Recipe Analytics, by their test ids. */
export const RECIPE_TILES = {
  savedRecipes: "tile-saved-recipes",
  savedAtSite: "tile-saved-recipes-site",
  topProducts: "tile-top-products",
  topPersonalizations: "tile-top-personalizations",
  desktopBrowsers: "tile-desktop-browsers",
  mobileBrowsers: "tile-mobile-browsers",
  mobileVsDesktop: "tile-mobile-desktop",
} as const;
export type RecipeTile = keyof typeof RECIPE_TILES;

/** The tiles with a list, and the title their CSV button names. */
export const LIST_TILES = {
  topProducts: RECIPE_DASHBOARD_TEXTS.topProducts,
  topPersonalizations: RECIPE_DASHBOARD_TEXTS.topPersonalizations,
  desktopBrowsers: RECIPE_DASHBOARD_TEXTS.topDesktopBrowsers,
  mobileBrowsers: RECIPE_DASHBOARD_TEXTS.topMobileBrowsers,
} as const satisfies Partial<Record<RecipeTile, string>>;
export type ListTile = keyof typeof LIST_TILES;

/** How Mantine's calendar names a day: '26 November 2026'. */
const calendarDay = (day: Date) =>
  `${day.getDate()} ${day.toLocaleString("en-US", { month: "long" })} ${day.getFullYear()}`;

/** The Recipe Analytics blade (the sidebar's 'Recipes Dashboard'). */
export class RecipeAnalyticsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly prompt: PromptArea;
  readonly rangeMessage: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind("AnalyticsDashboard");
    this.prompt = new PromptArea(this.root.getByTestId("prompt-area-recipe"));
    this.rangeMessage = this.root.getByTestId("date-range-message");
  }

  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Analytics", "Recipes Dashboard");
    await expect(this.root.getByTestId("recipe-dashboard-blade")).toBeVisible();
  }

  tile(tile: RecipeTile): Locator {
    return this.root.getByTestId(RECIPE_TILES[tile]);
  }

  async choosePreset(preset: string): Promise<void> {
    await this.root.getByRole("combobox", { name: ANALYTICS_TEXTS.dateRange, exact: true }).click();
    await this.page.getByRole("option", { name: preset, exact: true }).click();
  }

  /** Picks a custom range's start and end days from the calendars. */
  async pickCustomRange(start: Date, end: Date): Promise<void> {
    await this.choosePreset("Custom Range");
    await this.pickDay("start", start);
    await this.pickDay("end", end);
  }

  /** Picks the custom range's start or end day from its calendar. */
  async pickDay(which: "start" | "end", day: Date): Promise<void> {
    const label = which === "start" ? ANALYTICS_TEXTS.startDate : ANALYTICS_TEXTS.endDate;
    await this.root.getByRole("button", { name: label, exact: true }).click();
    await this.page
      .getByRole("dialog")
      .getByRole("button", { name: calendarDay(day), exact: true })
      .click();
    // The calendar closes before the other one opens, so a day is never found twice.
    await expect(this.page.getByRole("dialog")).toHaveCount(0);
  }

  async setCompare(on: boolean): Promise<void> {
    await setCompareSwitch(this.root, on);
  }

  async downloadCsv(tile: ListTile): Promise<Download> {
    const downloading = this.page.waitForEvent("download");
    await this.tile(tile)
      .getByRole("button", { name: RECIPE_DASHBOARD_TEXTS.csvOf(LIST_TILES[tile]), exact: true })
      .click();
    return downloading;
  }

  /** 'Export raw data as CSV', then 'Confirm?'. */
  async exportRaw(): Promise<Download> {
    const button = this.root.getByRole("button", { name: ANALYTICS_TEXTS.exportRaw, exact: true });
    await button.click();
    const downloading = this.page.waitForEvent("download");
    await this.root.getByRole("button", { name: "Confirm?", exact: true }).click();
    return downloading;
  }

  async exportPdf(): Promise<Download> {
    const downloading = this.page.waitForEvent("download", { timeout: 30_000 });
    await this.root.getByRole("button", { name: ANALYTICS_TEXTS.exportPdf, exact: true }).click();
    return downloading;
  }
}
