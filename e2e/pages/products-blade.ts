import type { Locator } from "@playwright/test";
import { PickableListBlade } from "./pickable-list-blade";
import type { Workspace } from "./workspace";

/** The Products blade, as a list (the singleton) or as a picker stacked on the blade that asked. */
export class ProductsBlade extends PickableListBlade<
  "Add" | "Refresh" | "Export products as batch" | "Export with packages" | "Done"
> {
  readonly list: Locator;

  constructor(workspace: Workspace, bladeId: "Products" | "Products.pick" = "Products") {
    super(workspace, `[data-blade-id="${bladeId}"]`, {
      blade: "products-blade",
      row: "product-row",
      rowName: "product-row-name",
      message: "products-message",
      count: "products-count",
    });
    this.list = this.root.getByRole("list", { name: "Products", exact: true });
  }

  /** Opens the blade through the sidebar's 'All Products' > 'View All (N)'. */
  async openFromSidebar(): Promise<void> {
    const viewAll = this.workspace.productList("All Products").getByRole("button", { name: /^View All \(\d+\)$/ });
    if (!(await viewAll.isVisible())) await this.workspace.sidebarItem("All Products").click();
    await viewAll.click();
    await this.expectLoaded();
  }

  /** The names of the rows rendered (the list is virtual: rows far out of view are not in the page). */
  async names(): Promise<string[]> {
    return this.rowNames();
  }

  /** How many products the list holds in all, read from "{shown} of {total}". */
  async shownCount(): Promise<number> {
    const text = (await this.count.textContent()) ?? "";
    return Number(text.match(/^(\d+) of/)?.[1] ?? Number.NaN);
  }

  /** Products of other runs may share a name: the first such row. */
  protected override target(name: string): Locator {
    return this.row(name).first();
  }

  async openLatestVersion(name: string): Promise<void> {
    await this.target(name)
      .getByRole("button", { name: /^Latest version v\d+$/ })
      .click();
  }
}
