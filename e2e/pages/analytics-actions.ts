import type { DateRangePreset } from "@atelier/domain/analytics/date-range";
import { type Download, expect, type Locator, type Page } from "@playwright/test";
import { ACTIONS_TEXTS } from "../../apps/web/src/blades/analytics/actions-dashboard/actions-texts";
import { ANALYTICS_TEXTS } from "../../apps/web/src/blades/analytics/common/analytics-texts";
import { setCompareSwitch } from "./compare-switch";
import { PromptArea } from "./prompt-report";
import type { Workspace } from "./workspace";

/** The tiles of Actions Analytics, by their test ids. */
export const ACTION_TILES = {
  sessions: "actions-sessions-tile",
  funnel: "actions-funnel-tile",
  topOptions: "actions-top-options-tile",
  events: "actions-events-tile",
  devices: "actions-devices-tile",
} as const;
export type ActionTile = keyof typeof ACTION_TILES;

const TILE_TITLES: Record<ActionTile, string> = {
  sessions: ACTIONS_TEXTS.sessions,
  funnel: ACTIONS_TEXTS.funnel,
  topOptions: ACTIONS_TEXTS.topOptions,
  events: ACTIONS_TEXTS.events,
  devices: ACTIONS_TEXTS.devices,
};

/** The Actions Analytics blade (the sidebar's 'Actions Dashboard'): the prompt area, the date range and the tiles. */
export class ActionsAnalyticsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly prompt: PromptArea;
  readonly sessionsTotal: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind("AnalyticsActionsDashboard");
    this.prompt = new PromptArea(this.root.getByTestId("prompt-area-actionevent"));
    this.sessionsTotal = this.root.getByTestId("actions-sessions-total");
  }

  /** Opens it from the sidebar's Analytics group and waits for its tiles. */
  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Analytics", "Actions Dashboard");
    await expect(this.root.getByTestId("actions-dashboard-blade")).toBeVisible();
    await expect(this.tile("sessions")).toBeVisible();
  }

  /** A tile, by its role (a region named by its title). */
  tile(tile: ActionTile): Locator {
    return this.root.getByTestId(ACTION_TILES[tile]);
  }

  /** The funnel's count of a step, as shown. */
  funnelStep(step: "session" | "recipe" | "cart"): Locator {
    return this.root.getByTestId(`actions-funnel-${step}`);
  }

  /** Chooses a preset of the date range ('This Month'). */
  async choosePreset(preset: DateRangePreset): Promise<void> {
    await this.root.getByRole("combobox", { name: ANALYTICS_TEXTS.dateRange, exact: true }).click();
    await this.page.getByRole("option", { name: preset, exact: true }).click();
  }

  /** Turns 'Compare with previous period' on or off. */
  async setCompare(on: boolean): Promise<void> {
    await setCompareSwitch(this.root, on);
  }

  /** Clicks a tile's CSV button and answers the download. */
  async downloadCsv(tile: ActionTile): Promise<Download> {
    const downloading = this.page.waitForEvent("download");
    await this.tile(tile)
      .getByRole("button", { name: ACTIONS_TEXTS.downloadCsvOf(TILE_TITLES[tile]), exact: true })
      .click();
    return downloading;
  }
}
