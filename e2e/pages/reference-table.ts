import { expect, type Locator, type Page } from "@playwright/test";
import { TABLE_TEXTS } from "../../apps/web/src/blades/data/reference/table/reference-table-texts";
import type { Workspace } from "./workspace";

/** EditReferenceDataTable: one file of a reference data as a spreadsheet (an ARIA grid). */
export class ReferenceTableBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly grid: Locator;
  readonly columnHeaders: Locator;
  readonly counts: Locator;
  readonly errorCallout: Locator;

  constructor(workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditReferenceDataTable"]');
    this.grid = this.root.getByRole("grid");
    // The first header is the row checkboxes' column.
    this.columnHeaders = this.grid.getByRole("columnheader").filter({ hasNotText: /^$/ });
    this.counts = this.root.getByTestId("reference-table-counts");
    this.errorCallout = this.root.getByTestId("error-callout");
  }

  button(name: typeof TABLE_TEXTS.save | typeof TABLE_TEXTS.addRow | typeof TABLE_TEXTS.addColumn): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** The data cell of a data row (0 = the first under the header) and a column (0 = the first data column). */
  cell(row: number, column: number): Locator {
    // aria-rowindex counts the header row as 1; aria-colindex counts the checkbox column as 1.
    return this.grid.locator(
      `[role="row"][aria-rowindex="${row + 2}"] [role="gridcell"][aria-colindex="${column + 2}"]`,
    );
  }

  /** The header names, in order. */
  headerNames(): Promise<string[]> {
    return this.columnHeaders.evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));
  }

  /** The rendered width of each data column's header, in pixels. */
  headerWidths(): Promise<number[]> {
    return this.columnHeaders.evaluateAll((cells) =>
      cells.map((cell) => Math.round(cell.getBoundingClientRect().width)),
    );
  }

  /** Makes the first data cell of the last row the active cell (the grid's own keys: Ctrl+End, Home, then past the checkbox). */
  async goToLastRow(): Promise<void> {
    await this.cell(0, 0).click();
    await this.page.keyboard.press("Control+End");
    await this.page.keyboard.press("Home");
    await this.page.keyboard.press("ArrowRight");
  }

  /** Pastes text as a spreadsheet puts it on the clipboard, into the focused (active) cell. */
  async paste(text: string): Promise<void> {
    await this.page.evaluate((clipboardText) => {
      const data = new DataTransfer();
      data.setData("text/plain", clipboardText);
      const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
      document.activeElement?.dispatchEvent(event);
    }, text);
  }

  /** Adds a column through 'Add column' and its name field. */
  async addColumn(name: string): Promise<void> {
    await this.button(TABLE_TEXTS.addColumn).click();
    await this.page.getByRole("textbox", { name: TABLE_TEXTS.columnName }).fill(name);
    await this.page.getByRole("dialog").getByRole("button", { name: TABLE_TEXTS.addColumn, exact: true }).click();
  }

  /** Saves, and waits for the upload's answer. */
  async save(): Promise<void> {
    const uploaded = this.page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && /\/api\/v1\/referencedata\/\w+\/[^/]+$/.test(response.url()),
    );
    await this.button(TABLE_TEXTS.save).click();
    expect((await uploaded).status()).toBe(200);
  }
}
