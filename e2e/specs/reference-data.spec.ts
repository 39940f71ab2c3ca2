import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REFERENCE_DATA_MESSAGES, ReferenceDataList } from "@atelier/domain/data/reference-data.schema";
import type { Download, Page } from "@playwright/test";
import {
  REFERENCE_DATA_LABELS,
  REFERENCE_DATA_TEXTS,
} from "../../apps/web/src/blades/data/reference/reference-data-texts";
import { CatalogueListBlade } from "../pages/catalogue-list-blade";
import { ProductEditor } from "../pages/product-editor";
import { DataAndFeedsBlade } from "../pages/reference-data";
import { FindUnmappedBlade, ReferenceDataEditorBlade } from "../pages/reference-data-editor";
import { VersionApi } from "../pages/version-editor";
import { callApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

test.describe.configure({ timeout: 180_000 });

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "reference");
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const unique = () => Date.now().toString(36).toUpperCase();

async function downloadedText(download: Promise<Download>): Promise<string> {
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

test("a mapping: created with a .csv, a second version with history, the first downloaded by its history id, a file without header refused, its unmapped values, and picked in the product editor", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  // A product whose attribute value no mapping covers, for Find unmapped.
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct(`Mapped Product ${unique()}`);
  const unmappedValue = `teal-${unique()}`;
  await ProductEditor.update(request, product.productId, {
    customAttributesJson: [{ id: "a1", name: "colour", value: unmappedValue }],
  });

  await workspace.signInAsDemo(DEMO.admin);
  const feeds = new DataAndFeedsBlade(workspace);
  await feeds.open();
  await screenshotAlsoNarrow(page, testInfo, "data and feeds");

  await feeds.create("Mapping").click();
  const editor = new ReferenceDataEditorBlade(workspace, "EditTranslationMapping");
  await editor.button("Save").click();
  await expect(editor.root.getByText("Friendly name is required.")).toBeVisible();
  await expect(editor.root.getByText("Mapping file code is required.")).toBeVisible();

  const name = `Colours ${unique()}`;
  const code = `COLOURS-${unique()}`;
  await editor.field("Friendly name").fill(`  ${name}  `);
  await editor.field("Mapping file code").fill(code);
  await editor.field("Description").fill("Colour names in German and French");
  await editor.upload("colours.csv", fixture("colours-v1.csv"));
  await expect(editor.files).toHaveCount(1);
  await editor.button("Save").click();
  await expect(editor.root.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(editor.history).toHaveCount(1);
  await expect(feeds.row("Mapping", name)).toBeVisible();

  // A second version under the same name replaces the file; the history keeps both, newest first.
  await editor.upload("colours.csv", fixture("colours-v2.csv"));
  await expect(editor.history).toHaveCount(2);
  await expect(editor.files).toHaveCount(1);
  const first = await downloadedText(
    Promise.all([page.waitForEvent("download"), editor.historyDownload(1, "colours.csv").click()]).then(([d]) => d),
  );
  expect(first).toBe(fixture("colours-v1.csv").toString("utf8"));
  const current = await downloadedText(
    Promise.all([page.waitForEvent("download"), editor.historyDownload(0, "colours.csv").click()]).then(([d]) => d),
  );
  expect(current).toBe(fixture("colours-v2.csv").toString("utf8"));

  // A file without a header row is refused with the spec's message; nothing changes.
  await editor.upload("no-header.csv", fixture("no-header.csv"));
  await expect(editor.errorCallout).toContainText(REFERENCE_DATA_MESSAGES.missingHeader);
  await expect(editor.history).toHaveCount(2);
  await screenshotAlsoNarrow(page, testInfo, "mapping with history");

  // Find unmapped lists the product's attribute value that no file covers.
  await editor.button("Find unmapped").click();
  const unmapped = new FindUnmappedBlade(workspace);
  await unmapped.filterInput.fill(unmappedValue);
  await expect(unmapped.rows).toHaveCount(1);
  await expect(unmapped.rows.first()).toContainText(unmappedValue);
  await expect(unmapped.rows.first()).toContainText(product.name);
  await screenshotAlsoNarrow(page, testInfo, "find unmapped");

  // The product editor's back-end mappings pick the new mapping, and the product saves it.
  const productEditor = await ProductEditor.goto(workspace, product.productId);
  await productEditor.sectionButton("Component translations and mappings", "Pick mappings").click();
  const picker = new CatalogueListBlade(workspace, { kind: "PickReferenceDatas" }, "pick-reference-datas");
  await picker.expectLoaded();
  await picker.filter(code);
  await picker.choose(name);
  await screenshot(page, testInfo, "picker");
  await picker.button("Done").click();
  await expect(picker.root).toHaveCount(0);
  await expect(productEditor.section("Component translations and mappings").getByText(name)).toBeVisible();
  await productEditor.save();
  await expect(productEditor.errorCallout).toHaveCount(0);
  const { referenceDatas } = ReferenceDataList.parse(await callApi(page.request, "GET", "referencedata?type=Mapping"));
  const mapping = referenceDatas.find((item) => item.name === name);
  expect(mapping?.type).toBe(code);
  await expect
    .poll(async () => (await ProductEditor.read(page.request, product.productId)).productReferenceDatas)
    .toEqual([{ referenceDataId: mapping?.referenceDataId, usage: "Backend", referenceDataName: name }]);
});

test("reference data: an .xlsx file, the quick filter, fullscreen and details, and Delete with confirm", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const feeds = new DataAndFeedsBlade(workspace);
  await feeds.open();
  await feeds.create("Integration").click();
  const editor = new ReferenceDataEditorBlade(workspace, "EditReferenceData");
  const name = `Sizes ${unique()}`;
  const code = `SIZES-${unique()}`;
  await editor.field("Name").fill(name);
  await editor.field("Mapping file code").fill(code);
  await editor.button("Save").click();
  await expect(editor.root.getByRole("heading", { name, exact: true })).toBeVisible();
  await editor.root.locator('input[type="file"]').setInputFiles({
    name: "sizes.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: fixture("sizes.xlsx"),
  });
  await expect(editor.files).toHaveCount(1);
  await expect(editor.history).toHaveCount(1);
  await expect(editor.root.getByRole("button", { name: "Edit table of sizes.xlsx" })).toBeVisible();
  await screenshotAlsoNarrow(page, testInfo, "reference data panel");

  await feeds.filterInput.fill(code.toLowerCase());
  await expect.poll(() => feeds.rowNames("Integration")).toEqual([name]);
  await expect(feeds.list("Mapping").getByTestId("reference-data-empty")).toBeVisible();
  await feeds.rowButton("Integration", name, "details").click();
  await expect(feeds.row("Integration", name).getByTestId("reference-data-details")).toContainText("sizes.xlsx");
  await screenshot(page, testInfo, "filtered with details");
  await feeds.rowButton("Integration", name, "fullscreen").click();
  await expect(editor.root).toHaveAttribute("data-fullscreen", "true");
  await screenshot(page, testInfo, "fullscreen");

  await editor.button("Delete").click();
  await editor.button("Confirm?").click();
  await expect(editor.root).toHaveCount(0);
  await expect(feeds.row("Integration", name)).toHaveCount(0);
  await expect(feeds.list("Integration").getByTestId("reference-data-empty")).toBeVisible();
});

/** A CSV of about `bytes` bytes with a header row, above what a JSON upload may carry. */
function largeCsv(bytes: number): Buffer {
  const lines = ["Code,Name,Description"];
  let size = lines[0]?.length ?? 0;
  for (let row = 1; size < bytes; row++) {
    const line = `CODE-${String(row).padStart(6, "0")},Name ${row},A longer description of row ${row}`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}

/** Holds the browser's uploads to `bytesPerSecond`, so a file's percent shows long enough to be seen. */
async function slowUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = { offline: false, latency: 0, downloadThroughput: -1 };
  await cdp.send("Network.emulateNetworkConditions", { ...conditions, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", { ...conditions, uploadThroughput: -1 });
    await cdp.detach();
  };
}

test("reference data: files chosen before the first save go one by one as multipart, a 3 MB one with its percent; a refused one stays listed until removed", async ({
  page,
  workspace,
}, testInfo) => {
  const content = largeCsv(3 * 1024 * 1024);
  expect(content.length, "above the 2.2 MB a base64 JSON source may carry").toBeGreaterThan(3_000_000);
  await workspace.signInAsDemo(DEMO.admin);
  const feeds = new DataAndFeedsBlade(workspace);
  await feeds.open();
  await feeds.create("Integration").click();
  const editor = new ReferenceDataEditorBlade(workspace, "EditReferenceData");
  const name = `Catalogue codes ${unique()}`;
  await editor.field("Name").fill(name);
  await editor.field("Mapping file code").fill(`CODES-${unique()}`);
  await editor.upload("codes.csv", content);
  await editor.upload("no-header.csv", fixture("no-header.csv"));
  await expect(editor.files).toHaveCount(2);

  // Save creates the item with its fields, then sends each file; the large one shows its percent.
  const restore = await slowUploads(page, 512 * 1024);
  await editor.button("Save").click();
  await expect(editor.uploadPercent).toBeVisible();
  await screenshot(page, testInfo, "percent");
  await restore();

  // The refused file stays listed with the server's message in the callout; the fields and the stored file stay.
  await expect(editor.errorCallout).toContainText(REFERENCE_DATA_MESSAGES.missingHeader, { timeout: 30_000 });
  await expect(editor.file("no-header.csv")).toContainText(REFERENCE_DATA_TEXTS.notUploaded);
  await expect(editor.file("codes.csv")).toContainText(" by ");
  await expect(editor.field("Name")).toHaveValue(name);
  await expect(editor.history).toHaveCount(1);
  await screenshot(page, testInfo, "a file refused");

  // Removed, the next save stores the fields and turns the blade into the item's editor.
  await editor.removeFile("no-header.csv");
  await editor.button("Save").click();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect(editor.files).toHaveCount(1);
  await expect(editor.history.first()).toContainText("Uploaded codes.csv");
  const { referenceDatas } = ReferenceDataList.parse(
    await callApi(page.request, "GET", "referencedata?type=Integration"),
  );
  const stored = referenceDatas.filter((item) => item.name === name);
  expect(stored.map((item) => item.files.map((file) => file.size))).toEqual([[content.length]]);
  await expect(editor.root).toHaveAttribute("data-blade-id", new RegExp(stored[0]?.referenceDataId ?? "-"));
  await screenshotAlsoNarrow(page, testInfo, "stored");
});

test("the legacy attribute mapping: upload saved at once, history, download, and clear with confirm", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const feeds = new DataAndFeedsBlade(workspace);
  await feeds.open();
  const before = await feeds.legacyHistory.count();
  await feeds.legacyFileInput.setInputFiles({
    name: "legacy-attributes.csv",
    mimeType: "text/csv",
    buffer: fixture("legacy-attributes.csv"),
  });
  await expect(feeds.legacy.getByTestId("legacy-mapping-file")).toContainText("legacy-attributes.csv");
  await expect(feeds.legacyHistory).toHaveCount(before + 1);
  await expect(feeds.legacyHistory.first()).toContainText("Uploaded legacy-attributes.csv");
  await expect(feeds.legacyHistory.first()).toContainText(/ by \S/);
  const text = await downloadedText(
    Promise.all([
      page.waitForEvent("download"),
      feeds.legacy.getByTestId("legacy-mapping-file").getByRole("link", { name: "Download" }).click(),
    ]).then(([d]) => d),
  );
  expect(text).toBe(fixture("legacy-attributes.csv").toString("utf8"));
  await screenshotAlsoNarrow(page, testInfo, "legacy mapping");

  await feeds.legacyButton("Clear").click();
  await feeds.legacyButton("Confirm?").click();
  await expect(feeds.legacy.getByTestId("legacy-mapping-file")).toHaveCount(0);
  await expect(feeds.legacyHistory).toHaveCount(before + 2);
  await expect(feeds.legacyHistory.first()).toContainText("Cleared");
});

test("a viewer sees the quick filter and the legacy mapping only", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  await page.goto("/?b=DataImports.list");
  const feeds = new DataAndFeedsBlade(workspace);
  await expect(feeds.filterInput).toBeVisible();
  await expect(feeds.legacy).toBeVisible();
  for (const dataType of ["Integration", "Mapping", "DataGrid"] as const) {
    await expect(feeds.root.getByText(REFERENCE_DATA_LABELS[dataType].list, { exact: true })).toHaveCount(0);
  }
  await expect(feeds.legacy.getByRole("button", { name: "Upload legacy mapping" })).toHaveCount(0);
  await screenshot(page, testInfo, "viewer");
});
