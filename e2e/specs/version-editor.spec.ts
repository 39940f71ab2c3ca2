import { readFile } from "node:fs/promises";
import { PRODUCT_EXPORT_KINDS } from "@atelier/domain/product/export.schema";
import { VersionApi, VersionEditor, VersionsBlade } from "../pages/version-editor";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

test("the Versions blade adds a version, and the editor saves its fields and activates it", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Canvas Tote Bag");
  await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);

  const versions = new VersionsBlade(page);
  await versions.goto(product.productId);
  await expect(versions.title).toHaveText(`${product.name} Versions`);
  await expect(versions.rows).toHaveCount(1);
  await versions.addButton.click();
  const editor = new VersionEditor(page, `v2 of ${product.name}`);
  await expect(editor.root).toBeVisible();
  await expect(versions.rows).toHaveCount(2);

  await editor.name.fill("Holiday edition");
  await editor.description.fill("Red and green straps for the season.");
  await editor.addPrice("24.5");
  await editor.click("Save");
  await editor.expectSaved();
  const v2 = (await api.versions(product.productId)).find((version) => version.code === 2);
  const saved = await api.version(product.productId, v2?.versionId ?? "");
  expect(saved).toMatchObject({ name: "Holiday edition", description: "Red and green straps for the season." });
  expect(saved.priceJson).toMatchObject([{ currencyCode: "USD", value: 24.5, breakpoint: null }]);
  await expect(versions.row(2)).toContainText("Holiday edition");

  // Save & Activate makes it the active one; activating another moves the label.
  await editor.chooseFromMenu("More", "Save & Activate");
  await expect(editor.activeLabel).toBeVisible();
  await expect.poll(() => versions.activeCodes()).toEqual(["v2"]);
  await screenshot(page, testInfo, "editor-development");

  await versions.openDetails(1);
  const first = new VersionEditor(page, `v1 of ${product.name}`);
  await first.chooseFromMenu("More", "Save & Activate");
  await expect(first.activeLabel).toBeVisible();
  await expect.poll(() => versions.activeCodes()).toEqual(["v1"]);

  // The editor keeps its saved values over a reload.
  await page.reload();
  await versions.openDetails(2);
  await expect(editor.name).toHaveValue("Holiday edition");
  await expect(editor.root.getByLabel("Value", { exact: true })).toHaveValue("24.50");
  await expect(editor.root.getByTestId("version-timestamps")).toContainText(/Created \d{2}\/\d{2}\/\d{4}/);
  await workspace.closeBladeOfKind("EditVersion");
  await expect(versions.row(2)).toContainText("Red and green straps for the season.");
  await screenshot(page, testInfo, "versions-blade");
});

test("the Studio menu links to the previews and the More menu lists every action", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Enamel Mug");
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await VersionEditor.goto(page, product.productId, version.versionId, `v1 of ${product.name}`);

  const studio = await editor.openMenu("Studio");
  const link = (name: string) => studio.getByRole("menuitem", { name, exact: true });
  await expect(link("Open in Studio")).toHaveAttribute("href", `/studio.html?product=${product.styleCode}&version=1`);
  await expect(link("Open in Studio — Use Future Date")).toHaveAttribute(
    "href",
    `/studio.html?product=${product.styleCode}&version=1&previewDate=2099-12-31T00%3A00%3A00Z`,
  );
  await expect(link("Preview Blueprint")).toHaveAttribute("href", `/blueprint/${product.styleCode}/1/_/`);
  await screenshot(page, testInfo, "studio-menu");
  await link("Preview Components").click();
  await workspace.expectBlades(["EditVersion", "Components"]);
  await expect(page.locator('[data-blade-kind="Components"]').getByTestId("blade-title")).toHaveText(
    `Components of v1 of ${product.name}`,
  );

  const more = await editor.openMenu("More");
  for (const item of ["Save & Activate", "Branch Version", "Clone Version + Packages", "Clone Version + Components"]) {
    await expect(more.getByRole("menuitem", { name: item, exact: true })).toBeVisible();
  }
  for (const kind of PRODUCT_EXPORT_KINDS) {
    await expect(more.getByRole("menuitem", { name: kind, exact: true })).toBeVisible();
  }
  await screenshot(page, testInfo, "more-menu");
  await page.keyboard.press("Escape");

  await editor.button("Packages").click();
  await workspace.expectBlades(["EditVersion", "EditPackages"]);
});

test("Branch Version opens the child version, and Clone Version + Packages lands on the new product", async ({
  page,
  request,
  workspace,
}) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Wool Beanie");
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await VersionEditor.goto(page, product.productId, version.versionId, `v1 of ${product.name}`);

  await editor.chooseFromMenu("More", "Branch Version");
  await expect(new VersionEditor(page, `v2 of ${product.name}`).root).toBeVisible();
  const branched = (await api.versions(product.productId)).find((item) => item.code === 2);
  expect(branched?.parentVersionId).toBe(version.versionId);

  await editor.chooseFromMenu("More", "Clone Version + Packages");
  const copy = new VersionEditor(page, `v1 of ${product.name} Copy`);
  await expect(copy.root).toBeVisible();
  await workspace.expectBlades(["EditVersion", "EditVersion", "EditProduct", "EditVersion"]);
  await expect(page.locator('[data-blade-kind="EditProduct"]')).toBeVisible();
});

test("each export kind downloads its file, indented by four spaces", async ({ page, request, workspace }) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Leather Wallet");
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await VersionEditor.goto(page, product.productId, version.versionId, `v1 of ${product.name}`);

  for (const kind of PRODUCT_EXPORT_KINDS) {
    const download = page.waitForEvent("download");
    await editor.chooseFromMenu("More", kind);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${kind}-${product.styleCode}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const text = await readFile(await file.path(), "utf8");
    expect(text).toMatch(/^\{\n {4}"/);
    expect(JSON.parse(text)).toMatchObject({ kind });
  }
});

test("a product in Production styles the bar as dangerous and asks 'Confirm?' before each save", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  // Two saves, each confirmed and checked through the API: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Silk Scarf");
  const version = await api.addVersion(product.productId);
  await api.setStatus(product.productId, "Production");
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await VersionEditor.goto(page, product.productId, version.versionId, `v1 of ${product.name}`);

  await expect(editor.actionBar).toHaveAttribute("data-danger", "true");
  await editor.name.fill("Live colours");
  await editor.button("Save").click();
  await expect(editor.button("Confirm?")).toBeVisible();
  expect((await api.version(product.productId, version.versionId)).name).toBe("");
  await screenshot(page, testInfo, "editor-production");
  await editor.button("Confirm?").click();
  await editor.expectSaved();
  await expect.poll(async () => (await api.version(product.productId, version.versionId)).name).toBe("Live colours");

  await editor.description.fill("Now with a gift box.");
  await editor.click("Save & Close", { confirm: true });
  await expect(editor.root).toHaveCount(0);
  expect((await api.version(product.productId, version.versionId)).description).toBe("Now with a gift box.");
});

test("the image mapping uploads, downloads and clears, and a stale etag keeps the edits", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Cotton Tee");
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await VersionEditor.goto(page, product.productId, version.versionId, `v1 of ${product.name}`);
  const content = "view,code,image\nfront,RED,tee-red-front.png\n";

  const chooser = page.waitForEvent("filechooser");
  await editor.button("Upload image mapping").click();
  await (await chooser).setFiles({ name: "mapping.csv", mimeType: "text/csv", buffer: Buffer.from(content) });
  await expect(editor.imageMapping.getByTestId("image-mapping-file")).toContainText("mapping.csv");
  await editor.root.getByTestId("version-timestamps").scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "image-mapping-and-parts");
  await editor.click("Save");
  await editor.expectSaved();
  const saved = await api.version(product.productId, version.versionId);
  expect(saved).toMatchObject({ imageMappingFile: "mapping.csv", imageMappingFileMimeType: "text/csv" });
  expect(Buffer.from(saved.imageMappingSource ?? "", "base64").toString()).toBe(content);

  const download = page.waitForEvent("download");
  await editor.button("Download image mapping").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("mapping.csv");
  expect(await readFile(await file.path(), "utf8")).toBe(content);

  // A file over the limit is refused in the browser, with a clear message.
  const tooLarge = page.waitForEvent("filechooser");
  await editor.button("Upload image mapping").click();
  await (await tooLarge).setFiles({
    name: "huge.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(editor.imageMapping.getByRole("alert")).toContainText("too large");

  await editor.button("Clear image mapping").click();
  await expect(editor.imageMapping.getByTestId("image-mapping-file")).toHaveText("No image mapping file.");
  await editor.click("Save");
  await editor.expectSaved();
  expect((await api.version(product.productId, version.versionId)).imageMappingSource).toBeNull();

  // Someone else saves meanwhile: this save answers with the server's message and keeps the edits.
  await api.updateVersion(product.productId, version.versionId, { name: "Changed elsewhere" });
  await editor.name.fill("My edit");
  await editor.click("Save");
  await expect(editor.error).toContainText("changed by someone else");
  await expect(editor.name).toHaveValue("My edit");
  await editor.button("Discard my changes and reload").click();
  await expect(editor.name).toHaveValue("Changed elsewhere");
  await expect(editor.error).toHaveCount(0);
});

test("Archive asks for a confirmation and removes the version", async ({ page, request, workspace }) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Canvas Backpack");
  await api.addVersion(product.productId);
  await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);
  const versions = new VersionsBlade(page);
  await versions.goto(product.productId);
  await versions.openDetails(2);
  const editor = new VersionEditor(page, `v2 of ${product.name}`);

  await editor.button("Archive").click();
  await expect(editor.button("Confirm?")).toBeVisible();
  await expect(versions.rows).toHaveCount(2);
  await editor.button("Confirm?").click();
  await expect(editor.root).toHaveCount(0);
  await expect(versions.rows).toHaveCount(1);
  expect((await api.versions(product.productId)).map((item) => item.code)).toEqual([1]);
});

test("a read-only user sees the versions and the editor without any edit control", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Linen Apron");
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.viewer);
  const versions = new VersionsBlade(page);
  await versions.goto(product.productId);
  await expect(versions.rows).toHaveCount(1);
  await expect(versions.addButton).toHaveCount(0);
  await versions.openDetails(1);
  const editor = new VersionEditor(page, `v1 of ${product.name}`);
  await expect(editor.root).toBeVisible();
  expect(version.code).toBe(1);

  for (const name of ["Archive", "Save", "Save & Close", "More", "Upload image mapping", "Add price"]) {
    await expect(editor.button(name)).toHaveCount(0);
  }
  await expect(editor.button("Studio")).toBeVisible();
  await expect(editor.button("Packages")).toBeVisible();
  await expect(editor.name).toHaveAttribute("readonly");
  await expect(editor.description).toHaveAttribute("readonly");
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "read-only");
});
