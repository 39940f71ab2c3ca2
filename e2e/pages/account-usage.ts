import { expect, type Locator } from "@playwright/test";
import type { Workspace } from "./workspace";

export type UsageCardKind = "bandwidth" | "moderation";

/** The Usage section of the Account blade: a card per kind with its totals and its chart. */
export class AccountUsage {
  readonly root: Locator;

  constructor(readonly workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="Account"]').getByTestId("usage-section");
  }

  /** Opens the Account blade from the navigation bar and waits for both cards' figures. */
  async open(): Promise<void> {
    await this.workspace.navButton("Account").click();
    await expect(this.root.getByRole("heading", { name: "Usage", exact: true })).toBeVisible();
    for (const kind of ["bandwidth", "moderation"] as const) await expect(this.total(kind, 0)).toBeVisible();
  }

  card(kind: UsageCardKind): Locator {
    return this.root.getByTestId(`usage-${kind}`);
  }

  /** The headline figure of this month (0) or of the last 30 days (1). */
  total(kind: UsageCardKind, period: 0 | 1): Locator {
    return this.card(kind).getByTestId("usage-total").nth(period);
  }

  /** The exact amount under a headline, as a number ('48,213 bytes' is 48213). */
  async exact(kind: UsageCardKind, period: 0 | 1): Promise<number> {
    const text = (await this.card(kind).getByTestId("usage-exact").nth(period).textContent()) ?? "";
    return Number(text.replace(/[^0-9]/g, ""));
  }

  /** The chart's drawing, once loaded. */
  chart(kind: UsageCardKind): Locator {
    return this.card(kind).getByTestId("usage-chart").locator("svg.recharts-surface");
  }

  /** The chart's bars with a value. */
  bars(kind: UsageCardKind): Locator {
    return this.card(kind).locator(".recharts-bar-rectangle path");
  }

  /** The days the chart's axis names. */
  axisLabels(kind: UsageCardKind): Locator {
    return this.card(kind).locator(".recharts-xAxis-tick-labels text");
  }

  async showPeriod(kind: UsageCardKind, label: "This month" | "Last 30 days"): Promise<void> {
    await this.card(kind).getByText(label, { exact: true }).last().click();
  }
}
