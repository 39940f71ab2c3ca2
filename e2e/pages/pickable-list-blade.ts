import { MESSAGES } from "@atelier/domain/shared/messages";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Workspace } from "./workspace";

/** The test ids a pickable list blade marks its parts with. */
export interface ListTestIds {
  blade: string;
  row: string;
  /** The part of a row that names it (a product's name, an option's code). */
  rowName: string;
  message: string;
  count: string;
}

/**
 * What the list blades (Products, Component Options, the catalogue lists) share, as a list or as a
 * picker: the quick filter, the rows, the count, the message in place of rows, the tag scope and the
 * picker's 'None' row.
 */
export class PickableListBlade<Button extends string> {
  readonly page: Page;
  readonly root: Locator;
  readonly filterInput: Locator;
  readonly rows: Locator;
  /** 'Loading...', the empty state or 'No Results' in place of the rows. */
  readonly message: Locator;
  readonly count: Locator;

  constructor(
    readonly workspace: Workspace,
    /** Selects the blade in the stack, by its id or its kind. */
    blade: string,
    private readonly ids: ListTestIds,
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(blade);
    this.filterInput = this.root.getByRole("textbox", { name: "Quick filter by text" });
    this.rows = this.root.getByTestId(ids.row);
    this.message = this.root.getByTestId(ids.message);
    this.count = this.root.getByTestId(ids.count);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root.getByTestId(this.ids.blade)).toBeVisible();
    await expect(this.root.getByText(MESSAGES.loading, { exact: true })).toHaveCount(0);
  }

  button(name: Button): Locator {
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
  protected async rowNames(): Promise<string[]> {
    return this.rows.getByTestId(this.ids.rowName).allTextContents();
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId(this.ids.rowName).getByText(name, { exact: true }) });
  }

  /** The row that choose and openDetails act on. */
  protected target(name: string): Locator {
    return this.row(name);
  }

  /** Clicks the row itself: opens the details in a list, picks (or toggles) in a picker. */
  async choose(name: string): Promise<void> {
    await this.target(name).getByTestId(this.ids.rowName).click();
  }

  async openDetails(name: string): Promise<void> {
    await this.target(name).getByRole("button", { name: "Details", exact: true }).click();
  }
}
