import { type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import { type Download, expect, type Locator, type Page } from "@playwright/test";
import { ORDER_TEXTS } from "../../apps/web/src/blades/order/common/order-texts";
import { OrderPanel } from "./order-panel";
import { RecipeOrderForm } from "./recipe-order-form";
import type { Workspace } from "./workspace";

/** The Orders blade (the sidebar's 'Review Recent Orders'): search, status filter, rows, bulk change and CSV export. */
export class OrdersBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly bulkBar: Locator;
  readonly bulkReport: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="Orders"]');
    this.rows = this.root.getByTestId("order-row");
    this.search = this.root.getByRole("textbox", { name: ORDER_TEXTS.search, exact: true });
    this.count = this.root.getByTestId("orders-count");
    this.bulkBar = this.root.getByTestId("order-bulk-bar");
    this.bulkReport = this.root.getByTestId("order-bulk-report");
  }

  /** Opens it from the sidebar's Orders group and waits for its rows or its empty state. */
  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Orders", "Review Recent Orders");
    await expect(this.root.getByTestId("orders-blade")).toBeVisible();
    await expect(this.rows.first().or(this.root.getByTestId("orders-message"))).toBeVisible();
  }

  /** The row of the order made of this recipe. */
  row(recipeId: string): Locator {
    return this.rows.and(this.root.locator(`[data-recipe-id="${recipeId}"]`));
  }

  /** Chooses a status in the status filter by its label ('Waiting For Customer'). */
  async filterByStatus(status: OrderStatus): Promise<void> {
    await this.root.getByRole("combobox", { name: ORDER_TEXTS.statusFilter, exact: true }).click();
    await this.page.getByRole("option", { name: orderStatusLabel(status), exact: true }).click();
  }

  /** 'Track a recipe': the Recipe order form. */
  async trackRecipe(): Promise<RecipeOrderForm> {
    await this.root.getByRole("button", { name: ORDER_TEXTS.trackRecipe, exact: true }).click();
    const form = new RecipeOrderForm(this.workspace);
    await expect(form.root).toBeVisible();
    return form;
  }

  /** Opens an order's panel from its row. */
  async open(recipeId: string): Promise<OrderPanel> {
    await this.row(recipeId).getByRole("button").click();
    const panel = new OrderPanel(this.workspace);
    await expect(panel.title).toBeVisible();
    return panel;
  }

  /** Ticks the check box of each order's row. */
  async select(...orderIds: string[]): Promise<void> {
    for (const orderId of orderIds)
      await this.root.getByRole("checkbox", { name: ORDER_TEXTS.selectOrder(orderId) }).check();
  }

  /** Moves the selected orders to a status, through 'Confirm?'. */
  async bulkChange(status: OrderStatus): Promise<void> {
    await this.bulkBar.getByRole("combobox", { name: ORDER_TEXTS.bulkStatus, exact: true }).click();
    await this.page.getByRole("option", { name: orderStatusLabel(status), exact: true }).click();
    await this.bulkBar.getByRole("button", { name: ORDER_TEXTS.bulkApply, exact: true }).click();
    await this.bulkBar.getByRole("button", { name: "Confirm?", exact: true }).click();
  }

  /** 'Export CSV' and the file it downloads. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.root.getByRole("button", { name: ORDER_TEXTS.exportCsv, exact: true }).click();
    return download;
  }
}
