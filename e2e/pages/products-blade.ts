import { MESSAGES } from "@atelier/domain/messages";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Workspace } from "./workspace";

/** The Products blade, as a list (the singleton) or as a picker stacked on the blade that asked. */
export class ProductsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly filterInput: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  /** 'Loading...', 'There are no products yet.' or 'No Results' in place of the rows. */
  readonly message: Locator;
  readonly count: Locator;

  constructor(
    readonly workspace: Workspace,
    bladeId: "Products" | "Products.pick" = "Products",
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-id="${bladeId}"]`);
    this.filterInput = this.root.getByRole("textbox", { name: "Quick filter by text" });
    this.list = this.root.getByRole("list", { name: "Products", exact: true });
    this.rows = this.root.getByTestId("product-row");
    this.message = this.root.getByTestId("products-message");
    this.count = this.root.getByTestId("products-count");
  }

  /** Opens the blade through the sidebar's 'All Products' > 'View All (N)'. */
  async openFromSidebar(): Promise<void> {
    const viewAll = this.workspace.productList("All Products").getByRole("button", { name: /^View All \(\d+\)$/ });
    if (!(await viewAll.isVisible())) await this.workspace.sidebarItem("All Products").click();
    await viewAll.click();
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root.getByTestId("products-blade")).toBeVisible();
    await expect(this.root.getByText(MESSAGES.loading, { exact: true })).toHaveCount(0);
  }

  button(name: "Add" | "Refresh" | "Export products as batch" | "Export with packages" | "Done"): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  get scopeToggle(): Locator {
    return this.root.getByRole("button", { name: "Tag scope", exact: true });
  }

  get noneRow(): Locator {
    return this.root.getByTestId("pick-none");
  }

  async filter(text: string): Promise<void> {
    await this.filterInput.fill(text);
  }

  /** The names of the rows rendered (the list is virtual: rows far out of view are not in the page). */
  async names(): Promise<string[]> {
    return this.rows.getByTestId("product-row-name").allTextContents();
  }

  /** How many products the list holds in all, read from "{shown} of {total}". */
  async shownCount(): Promise<number> {
    const text = (await this.count.textContent()) ?? "";
    return Number(text.match(/^(\d+) of/)?.[1] ?? Number.NaN);
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("product-row-name").getByText(name, { exact: true }) });
  }

  /** Clicks the row itself: opens the details in a list, picks (or toggles) in a picker. */
  async choose(name: string): Promise<void> {
    await this.row(name).first().getByTestId("product-row-name").click();
  }

  async openDetails(name: string): Promise<void> {
    await this.row(name).first().getByRole("button", { name: "Details", exact: true }).click();
  }

  async openLatestVersion(name: string): Promise<void> {
    await this.row(name).first().getByRole("button", { name: "Latest version", exact: true }).click();
  }
}
