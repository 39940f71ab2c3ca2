import type { QueryOperator } from "@atelier/domain/data/reference-data.schema";
import { expect, type Locator, type Page } from "@playwright/test";
import { OPERATOR_LABELS, QUERY_TEXTS } from "../../apps/web/src/blades/data/reference/query/query-texts";
import type { Workspace } from "./workspace";

/** TestDataGridQuery: the query form and its results. */
export class DataGridQueryBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly form: Locator;
  readonly check: Locator;
  readonly results: Locator;
  readonly resultRows: Locator;
  readonly total: Locator;
  readonly shown: Locator;
  readonly errorCallout: Locator;

  constructor(workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="TestDataGridQuery"]');
    this.form = this.root.getByRole("form", { name: QUERY_TEXTS.formLabel });
    this.check = this.root.getByTestId("query-check");
    this.results = this.root.getByTestId("query-results");
    this.resultRows = this.results.locator("tbody tr");
    this.total = this.root.getByTestId("query-total");
    this.shown = this.root.getByTestId("query-shown");
    this.errorCallout = this.root.getByTestId("error-callout");
  }

  get run(): Locator {
    return this.root.getByRole("button", { name: QUERY_TEXTS.run, exact: true });
  }

  private async choose(combobox: Locator, option: string): Promise<void> {
    await combobox.click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async selectFrom(gridName: string): Promise<void> {
    const select = this.form.getByRole("combobox", { name: QUERY_TEXTS.selectFrom });
    await this.choose(select, gridName);
    await expect(select).toHaveValue(gridName);
  }

  async clearSelectFrom(): Promise<void> {
    await this.form.getByRole("button", { name: QUERY_TEXTS.clearFrom, exact: true }).click();
  }

  async addFilter(field: string, operator: QueryOperator, value: string): Promise<void> {
    await this.form.getByRole("button", { name: QUERY_TEXTS.addFilter, exact: true }).click();
    const row = this.form.getByTestId("query-filter-row").last();
    await this.choose(row.getByRole("combobox", { name: QUERY_TEXTS.field }), field);
    await this.choose(row.getByRole("combobox", { name: QUERY_TEXTS.operator }), OPERATOR_LABELS[operator]);
    await row.getByRole("textbox", { name: QUERY_TEXTS.value, exact: true }).fill(value);
  }

  async addSort(field: string, direction: "asc" | "desc"): Promise<void> {
    await this.form.getByRole("button", { name: QUERY_TEXTS.addSort, exact: true }).click();
    const row = this.form.getByTestId("query-sort-row").last();
    await this.choose(row.getByRole("combobox", { name: QUERY_TEXTS.field }), field);
    await row.getByText(QUERY_TEXTS.directions[direction], { exact: true }).click();
  }

  async selectFields(fields: string[]): Promise<void> {
    const select = this.form.getByRole("combobox", { name: QUERY_TEXTS.selectFields });
    for (const field of fields) await this.choose(select, field);
    await this.page.keyboard.press("Escape");
  }

  /** The header names of the results table (after the row numbers). */
  resultColumns(): Promise<string[]> {
    return this.results
      .locator("thead th")
      .evaluateAll((cells) => cells.slice(1).map((cell) => cell.textContent?.trim() ?? ""));
  }

  /** A page button of the results' pagination, by its number. */
  pageButton(page: number): Locator {
    return this.root.getByRole("button", { name: String(page), exact: true });
  }
}
