import { tableColumnWidth, tableColumnWidths } from "@atelier/domain/data/reference/table-columns";
import {
  DATA_GRID_PAGE_ROWS,
  DATA_GRID_QUERY_MESSAGES,
  DataGridQueryResult,
  ReferenceData,
  ReferenceDataList,
} from "@atelier/domain/data/reference-data.schema";
import { CUSTOM_ATTRIBUTE_MESSAGES } from "@atelier/domain/shared/custom-attributes";
import type { APIRequestContext } from "@playwright/test";
import { REFERENCE_DATA_TEXTS } from "../../apps/web/src/blades/data/reference/reference-data-texts";
import { TABLE_TEXTS } from "../../apps/web/src/blades/data/reference/table/reference-table-texts";
import { VALUE_EDITOR_TEXTS } from "../../apps/web/src/blades/data/reference/value-editors/value-editor-texts";
import { ProductEditor } from "../pages/product-editor";
import { DataAndFeedsBlade } from "../pages/reference-data";
import { ReferenceDataEditorBlade } from "../pages/reference-data-editor";
import { ReferenceTableBlade } from "../pages/reference-table";
import { DataGridQueryBlade } from "../pages/reference-table-query";
import { ValueEditorBlade } from "../pages/reference-table-value-editor";
import { VersionApi } from "../pages/version-editor";
import type { Workspace } from "../pages/workspace";
import { callApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** The demo data grid (apps/server/demo-data/reference/sneaker-sizes.csv): 30 sizes, 24 of them of Standard width. */
const DEMO_GRID = { type: "SNEAKER-SIZES", standardWidths: 24 } as const;

/** The demo data grid with its parsed rows, as the server has it now. */
async function readDemoGrid(request: APIRequestContext): Promise<ReferenceData> {
  const { referenceDatas } = ReferenceDataList.parse(await callApi(request, "GET", "referencedata?type=DataGrid"));
  const grid = referenceDatas.find((item) => item.type === DEMO_GRID.type);
  if (!grid) throw new Error("the demo has no data grid");
  return ReferenceData.parse(
    await callApi(request, "GET", `referencedata/DataGrid/${grid.referenceDataId}?expand=parsed`),
  );
}

function cellsOf(grid: ReferenceData): { header: string[]; rows: string[][] } {
  const rows = grid.parsed?.[0]?.rows ?? [];
  return {
    header: rows.find((row) => row._type === "header")?.cells ?? [],
    rows: rows.filter((row) => row._type === "data").map((row) => row.cells),
  };
}

/** Opens the data grid's editor from Data and Feeds (read afresh). */
async function openGridEditor(workspace: Workspace, grid: ReferenceData): Promise<ReferenceDataEditorBlade> {
  const feeds = new DataAndFeedsBlade(workspace);
  await feeds.open();
  await feeds.rowButton("DataGrid", grid.name, "edit").click();
  const editor = new ReferenceDataEditorBlade(workspace, "EditReferenceData");
  await expect(editor.form).toBeVisible();
  return editor;
}

/** Opens the table of the grid's file from its editor. */
async function openTable(
  workspace: Workspace,
  editor: ReferenceDataEditorBlade,
  fileName: string,
): Promise<ReferenceTableBlade> {
  await editor.root.getByRole("button", { name: REFERENCE_DATA_TEXTS.editTableOf(fileName), exact: true }).click();
  const table = new ReferenceTableBlade(workspace);
  await expect(table.grid).toBeVisible();
  return table;
}

test("edits the demo data grid's file as a table: widths, a pasted block, save and reopen", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  await workspace.signInAsDemo(DEMO.admin);
  const grid = await readDemoGrid(page.request);
  const { header, rows } = cellsOf(grid);
  expect(header.length, "the demo grid has at least 3 columns").toBeGreaterThanOrEqual(3);
  const historyBefore = grid.recentFileHistory.length;

  const fileName = grid.files[0]?.name ?? "";
  const table = await openTable(workspace, await openGridEditor(workspace, grid), fileName);
  await expect.poll(() => table.headerNames()).toEqual(header);
  await expect(table.counts).toHaveText(`${rows.length} rows, ${header.length} columns`);
  // 8 px a character of the longest text of the column, plus 16, from 100 to 250.
  expect(await table.headerWidths()).toEqual(tableColumnWidths(header, rows));
  const longHeader = "Supplier lead time in days";
  await table.addColumn(longHeader);
  await expect.poll(() => table.headerNames()).toEqual([...header, longHeader]);
  expect((await table.headerWidths()).at(-1)).toBe(tableColumnWidth([longHeader]));
  expect(tableColumnWidth([longHeader])).toBe(longHeader.length * 8 + 16);

  // A 2x3 block from a spreadsheet, pasted on the first cell of the last row: it fills that row and adds one.
  await table.goToLastRow();
  await table.paste("E2E-A1\tE2E-B1\tE2E-C1\r\nE2E-A2\tE2E-B2\tE2E-C2\r\n");
  await expect(table.counts).toHaveText(`${rows.length + 1} rows, ${header.length + 1} columns`);
  await expect(table.cell(rows.length, 2)).toHaveText("E2E-C2");
  await screenshotAlsoNarrow(page, testInfo, "pasted");
  await table.save();
  await expect(table.errorCallout).toHaveCount(0);

  const saved = cellsOf(await readDemoGrid(page.request));
  expect(saved.header).toEqual([...header, longHeader]);
  expect(saved.rows.slice(-2).map((row) => row.slice(0, 3))).toEqual([
    ["E2E-A1", "E2E-B1", "E2E-C1"],
    ["E2E-A2", "E2E-B2", "E2E-C2"],
  ]);

  // Reopened, the table shows the saved values; the file history has the replaced file too.
  // The table started again from the saved file (nothing left to save), then its editor is closed with it.
  await expect(table.button(TABLE_TEXTS.save)).toBeDisabled();
  await workspace.bringBack(grid.name);
  await workspace.closeBlade(grid.name);
  const editor = await openGridEditor(workspace, grid);
  await expect(editor.history).toHaveCount(historyBefore + 1);
  expect(historyBefore + 1).toBeGreaterThanOrEqual(2);
  await openTable(workspace, editor, fileName);
  await expect(table.counts).toHaveText(`${rows.length + 1} rows, ${header.length + 1} columns`);
  await table.goToLastRow();
  await expect(table.cell(rows.length, 0)).toHaveText("E2E-A2");
  await expect(table.cell(rows.length - 1, 1)).toHaveText("E2E-B1");
  await screenshotAlsoNarrow(page, testInfo, "reopened");
});

test("edits a JSON attribute value in EditValueJson: invalid JSON is refused, valid JSON is formatted and applied", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("JSON Value Product E2E");
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await ProductEditor.goto(workspace, product.productId);
  const attributes = editor.section("Custom attributes");
  await attributes.getByRole("button", { name: "Add attribute", exact: true }).click();
  await attributes.getByRole("textbox", { name: "Attribute name" }).last().fill("settings");
  await attributes.getByRole("combobox", { name: "Value type" }).last().click();
  await page.getByRole("option", { name: "JSON", exact: true }).click();
  await attributes.getByRole("button", { name: VALUE_EDITOR_TEXTS.editValue, exact: true }).last().click();
  await page.getByRole("menuitem", { name: VALUE_EDITOR_TEXTS.editAsJson, exact: true }).click();

  const json = new ValueEditorBlade(workspace, "EditValueJson");
  await expect(json.root).toBeVisible();
  await json.replaceText('{"size": 42, "colors": ["red",]}');
  await expect(json.problem).toContainText(CUSTOM_ATTRIBUTE_MESSAGES.invalidJson);
  await expect(json.button(VALUE_EDITOR_TEXTS.apply)).toBeDisabled();
  await expect(json.button(VALUE_EDITOR_TEXTS.format)).toBeDisabled();
  await screenshotAlsoNarrow(page, testInfo, "invalid");

  await json.replaceText('{"size": 42, "colors": ["red", "navy"]}');
  await expect(json.problem).toHaveText(VALUE_EDITOR_TEXTS.valid);
  await json.button(VALUE_EDITOR_TEXTS.format).click();
  const formatted = JSON.stringify({ size: 42, colors: ["red", "navy"] }, null, 2);
  await expect(json.code).toHaveText(formatted.split("\n").join(""));
  await json.button(VALUE_EDITOR_TEXTS.apply).click();
  await expect(json.root).toHaveCount(0);

  await editor.save();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect
    .poll(async () => {
      const stored = await ProductEditor.read(page.request, product.productId);
      return stored.customAttributesJson.map((attribute) => [attribute.name, attribute.value]);
    })
    .toEqual([["settings", formatted]]);
});

test("tests a query on the demo data grid: a filter, a sort and two fields, paged 20 rows; Select from is required", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(90_000);
  await workspace.signInAsDemo(DEMO.admin);
  const grid = await readDemoGrid(page.request);
  const first = "US";
  const second = "Foot length cm";
  const filter = { field: "Width", value: "Stand" };
  const query = {
    from: grid.type,
    filter: [{ field: filter.field, operator: "Contains" as const, value: filter.value }],
    selectFields: [first, second],
    sortBy: [{ field: second, direction: "desc" as const }],
  };
  const expected = DataGridQueryResult.parse(await callApi(page.request, "POST", "referencedata/query", query));

  const feeds = new DataAndFeedsBlade(workspace);
  await feeds.open();
  await feeds.list("DataGrid").getByRole("button", { name: REFERENCE_DATA_TEXTS.testQueries, exact: true }).click();
  const tester = new DataGridQueryBlade(workspace);
  await expect(tester.run).toBeDisabled();
  await tester.selectFrom(grid.name);
  await tester.addFilter(filter.field, "Contains", filter.value);
  await tester.addSort(second, "desc");
  await tester.selectFields([first, second]);
  await expect(tester.check).toHaveCount(0);
  await tester.run.click();

  expect(expected.total).toBe(DEMO_GRID.standardWidths);
  await expect(tester.total).toHaveText(`${expected.total} rows in total`);
  expect(await tester.resultColumns()).toEqual([first, second]);
  await expect(tester.resultRows).toHaveCount(DATA_GRID_PAGE_ROWS);
  const firstCells = (index: number) => tester.resultRows.nth(index).locator("td").nth(1);
  await expect(firstCells(0)).toHaveText(expected.rows[0]?.[first] ?? "");
  await screenshotAlsoNarrow(page, testInfo, "results");
  await tester.pageButton(2).click();
  await expect(tester.resultRows).toHaveCount(
    Math.min(expected.rows.length - DATA_GRID_PAGE_ROWS, DATA_GRID_PAGE_ROWS),
  );
  await expect(firstCells(0)).toHaveText(expected.rows[DATA_GRID_PAGE_ROWS]?.[first] ?? "");

  // Without Select from the query has an error: the spec's message, and Run is disabled.
  await tester.clearSelectFrom();
  await expect(tester.check).toHaveText(DATA_GRID_QUERY_MESSAGES.checkConfiguration);
  await expect(tester.run).toBeDisabled();
  await screenshotAlsoNarrow(page, testInfo, "check-configuration");
});

test("edits an HTML attribute value in EditValueHtml beside its sandboxed preview", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("HTML Value Product E2E");
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await ProductEditor.goto(workspace, product.productId);
  const attributes = editor.section("Custom attributes");
  await attributes.getByRole("button", { name: "Add attribute", exact: true }).click();
  // The name's suffix makes the value HTML.
  await attributes.getByRole("textbox", { name: "Attribute name" }).last().fill("story-html");
  await attributes.getByRole("button", { name: VALUE_EDITOR_TEXTS.editValue, exact: true }).last().click();
  await page.getByRole("menuitem", { name: VALUE_EDITOR_TEXTS.editAsHtml, exact: true }).click();

  const html = new ValueEditorBlade(workspace, "EditValueHtml");
  const value =
    "<h2>Made to last</h2><p>Hand-stitched <b>full-grain</b> leather.</p><script>parent.document.title='leaked'</script>";
  await html.replaceText(value);
  await expect(html.preview).toHaveAttribute("sandbox", "");
  await expect(html.previewContent.getByRole("heading", { name: "Made to last" })).toBeVisible();
  await expect(page).not.toHaveTitle("leaked");
  await screenshotAlsoNarrow(page, testInfo, "preview");
  await html.button(VALUE_EDITOR_TEXTS.apply).click();
  await expect(html.root).toHaveCount(0);

  await editor.save();
  await expect
    .poll(async () => {
      const stored = await ProductEditor.read(page.request, product.productId);
      return stored.customAttributesJson.map((attribute) => [attribute.name, attribute.value]);
    })
    .toEqual([["story-html", value]]);
});
