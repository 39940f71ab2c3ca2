import { ReferenceDataList } from "@atelier/domain/data/reference-data.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { STYLE_CODE_INVALID_MESSAGE } from "@atelier/domain/shared/style-code";
import type { APIRequestContext, Page } from "@playwright/test";
import { PRODUCT_EDITOR_SECTIONS, ProductEditor } from "../pages/product-editor";
import { ProductsBlade } from "../pages/products-blade";
import { VersionApi } from "../pages/version-editor";
import type { Workspace } from "../pages/workspace";
import { callApi, postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

let counter = 0;

/** A style code no other product has. */
function uniqueStyleCode(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${counter}`;
}

/** A site of the demo company made through the API, with a code no other site has. */
async function createSite(request: Page["request"]): Promise<{ name: string; code: string }> {
  await VersionApi.signIn(request);
  const code = uniqueStyleCode("site").toLowerCase();
  await postJson(request, "site", { name: `Store ${code}`, code });
  return { name: `Store ${code}`, code };
}

/** Signs in as the administrator and opens the editor of a new product made through the API. */
async function editNewProduct(workspace: Workspace, request: Page["request"], name: string): Promise<ProductEditor> {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct(name);
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await ProductEditor.goto(workspace, product.productId);
  await expect(editor.title).toHaveText(name);
  return editor;
}

test("adds a product: required fields first, then the style code rule, then it opens for editing", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const products = new ProductsBlade(workspace);
  await products.openFromSidebar();
  await products.button("Add").click();
  const editor = new ProductEditor(workspace);
  await expect(editor.title).toHaveText("Add a product");
  await expect(editor.status).toHaveText("Development");
  // A product not saved yet has nothing to archive, no gallery and no versions.
  await expect(editor.button("Archive")).toHaveCount(0);
  await expect(editor.button("More")).toHaveCount(0);
  await expect(editor.button("Manage Versions")).toHaveCount(0);
  for (const title of PRODUCT_EDITOR_SECTIONS) await expect(editor.heading(title)).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "new");

  await editor.save();
  await expect(editor.root.getByText(fieldMessages.required("Name"), { exact: true })).toBeVisible();
  await expect(editor.root.getByText(fieldMessages.required("Style code"), { exact: true })).toBeVisible();
  await expect(editor.textbox("Name")).toBeFocused();

  const name = "Trail Runner E2E";
  await editor.textbox("Name").fill(name);
  await editor.textbox("Style code").fill("TRAIL RUNNER/1");
  await expect(editor.root.getByText(fieldMessages.required("Name"), { exact: true })).toHaveCount(0);
  await expect(editor.root.getByText(STYLE_CODE_INVALID_MESSAGE, { exact: true })).toBeVisible();
  await screenshot(page, testInfo, "invalid-style-code");

  const styleCode = uniqueStyleCode("TRAIL");
  await editor.textbox("Style code").fill(styleCode);
  await expect(editor.root.getByText(STYLE_CODE_INVALID_MESSAGE, { exact: true })).toHaveCount(0);
  await editor.save();

  // Saved: the same blade now edits the new product.
  await expect(editor.title).toHaveText(name);
  await expect(page).toHaveURL(/EditProduct\.edit\./);
  await expect(editor.button("Archive")).toBeVisible();
  await expect(editor.button("Manage Versions")).toBeVisible();
  await expect(editor.textbox("Style code")).toHaveValue(styleCode);
  await expect(editor.root.getByTestId("created")).toHaveText(/^\d{2}\/\d{2}\/\d{4} /);
  await screenshot(page, testInfo, "created");

  // A second product with the same style code is refused by the server, on the field.
  await products.button("Add").click();
  const second = new ProductEditor(workspace);
  await expect(second.title).toHaveText("Add a product");
  await second.textbox("Name").fill("Trail Runner Copy");
  await second.textbox("Style code").fill(styleCode);
  await second.save("Save & Close");
  await expect(second.errorCallout).toContainText(MESSAGES.styleCodeTaken);
  await expect(second.title).toHaveText("Add a product");
});

test("edits settings, tags, notes and the image name format, reordered by dragging, and saves them", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const editor = await editNewProduct(workspace, request, "Format Product E2E");
  const settings = editor.section("Product settings");
  await settings.getByText("3D", { exact: true }).click();
  await settings.getByRole("switch", { name: "Mixin only" }).check();
  await expect(settings.getByRole("switch", { name: "Navigable" })).toBeChecked();
  const tags = settings.getByRole("combobox", { name: "Tags" });
  await tags.fill("e2e-tag");
  await tags.press("Enter");
  await tags.fill("limited");
  await tags.press("Enter");
  await editor.textbox("Description").fill("A product made by the end-to-end suite.");
  await editor.section("Action analytics").getByRole("checkbox", { name: "Collect basic device analytics" }).check();
  await editor.textbox("Data layer event").fill("productAction");

  // Notes count as they are typed, and more than 512 characters are refused.
  await editor.textbox("Notes").fill("Hello");
  await expect(editor.notesCounter).toHaveText("5 / 512");
  await editor.textbox("Notes").fill("x".repeat(513));
  await expect(editor.notesCounter).toHaveText("513 / 512");
  await editor.save();
  await expect(editor.root.getByText("Notes are at most 512 characters.", { exact: true })).toBeVisible();
  await editor.textbox("Notes").fill("Check the print area before launch.");
  await expect(editor.notesCounter).toHaveText("35 / 512");

  // The image name: view code, "_", frame; the example follows every change.
  await editor.addImageItem("View code");
  await editor.addImageItem("Static text");
  await editor.root.getByRole("textbox", { name: "Static text 2" }).fill("_");
  await editor.addImageItem("Frame");
  await expect(editor.imagePreview).toHaveText("Example: front_007");
  await editor.root.getByRole("textbox", { name: "Frame width 3" }).fill("4");
  await expect(editor.imagePreview).toHaveText("Example: front_0007");
  await editor.scrollTo("Image name formatting");
  await screenshot(page, testInfo, "image-name-format");
  // The frame goes first with the keyboard, then the view goes last with the mouse.
  const handles = editor.dragHandles("Image name formatting");
  await editor.moveWithKeyboard(handles.nth(2), -2);
  await expect.poll(() => editor.imageItemTypes()).toEqual(["frame", "view", "static"]);
  await expect(editor.imagePreview).toHaveText("Example: 0007front_");
  await editor.dragWithMouse(handles.nth(1), handles.nth(2));
  await expect.poll(() => editor.imageItemTypes()).toEqual(["frame", "static", "view"]);
  await expect(editor.imagePreview).toHaveText("Example: 0007_front");

  await editor.save();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect(editor.root.getByText("Notes are at most 512 characters.")).toHaveCount(0);

  // A reload shows what was stored.
  await page.reload();
  await expect(editor.title).toHaveText("Format Product E2E");
  await expect(editor.imagePreview).toHaveText("Example: 0007_front");
  await expect(editor.notesCounter).toHaveText("35 / 512");
  await expect(settings.getByRole("switch", { name: "Mixin only" })).toBeChecked();
  await expect(settings.getByText("e2e-tag", { exact: true })).toBeVisible();
  await expect(settings.getByText("limited", { exact: true })).toBeVisible();
  await expect(editor.textbox("Data layer event")).toHaveValue("productAction");
  const stored = await ProductEditor.read(page.request, await editor.productId());
  expect(stored).toMatchObject({
    productType: "ThreeD",
    mixinOnly: true,
    navigable: true,
    tags: ["e2e-tag", "limited"],
    collectDeviceBasicAnalytics: true,
    imageNameFormat: [{ type: "frame", width: 4 }, { type: "static", text: "_" }, { type: "view" }],
  });
});

test("adds a custom attribute and reorders it", async ({ page, request, workspace }, testInfo) => {
  const editor = await editNewProduct(workspace, request, "Attributes Product E2E");
  const attributes = editor.section("Custom attributes");
  for (const [name, value] of [
    ["material", "leather"],
    ["finish", "matte"],
  ] as const) {
    await attributes.getByRole("button", { name: "Add attribute", exact: true }).click();
    await attributes.getByRole("textbox", { name: "Attribute name" }).last().fill(name);
    await attributes.getByRole("textbox", { name: "Attribute value" }).last().fill(value);
  }
  const names = () =>
    attributes
      .getByRole("textbox", { name: "Attribute name" })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(names).toEqual(["material", "finish"]);
  await editor.moveWithKeyboard(editor.dragHandles("Custom attributes").nth(1), -1);
  await expect.poll(names).toEqual(["finish", "material"]);
  await editor.scrollTo("Custom attributes");
  await screenshot(page, testInfo);
  await editor.save();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect
    .poll(async () => {
      const stored = await ProductEditor.read(page.request, await editor.productId());
      return stored.customAttributesJson.map((attribute) => [attribute.name, attribute.value]);
    })
    .toEqual([
      ["finish", "matte"],
      ["material", "leather"],
    ]);
});

test("sets the activity: a from date in a time zone, the stock and a per-site override", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  // Two sites, so the picker still offers one once the other has an override.
  const site = await createSite(request);
  await createSite(request);
  const editor = await editNewProduct(workspace, request, "Activity Product E2E");
  const activity = editor.section("Activity");
  await activity.getByRole("button", { name: "Add a from date", exact: true }).click();
  // It starts now, in the browser's zone, on a quarter hour.
  await expect(activity.getByRole("button", { name: "Active from" }).first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await activity.getByRole("combobox", { name: "Time zone" }).first().fill("Asia/Tok");
  await page.getByRole("option", { name: "Asia/Tokyo", exact: true }).click();
  await activity.getByRole("textbox", { name: "In stock" }).first().fill("12");

  // The override's site is picked from the company's sites, by name and code; one with an override is not offered again.
  const addSite = activity.getByRole("combobox", { name: "Add a site override", exact: true });
  const siteOption = page.getByRole("option", { name: `${site.name} (${site.code})`, exact: true });
  await addSite.fill(site.name);
  await siteOption.click();
  const override = activity.getByTestId("site-override");
  await expect(override).toHaveCount(1);
  await expect(override).toContainText(`${site.name} (${site.code})`);
  await expect(addSite).toHaveValue("");
  await addSite.click();
  await addSite.fill(site.name);
  await expect(page.getByText(MESSAGES.noResults, { exact: true })).toBeVisible();
  await expect(siteOption).toHaveCount(0);
  await addSite.press("Escape");
  await override.getByRole("switch", { name: "Active" }).uncheck();
  await editor.scrollTo("Activity");
  await screenshot(page, testInfo);
  await editor.save();
  await expect(editor.errorCallout).toHaveCount(0);

  const productId = await editor.productId();
  await expect.poll(async () => (await ProductEditor.read(page.request, productId)).inventory).toBe(12);
  const stored = await ProductEditor.read(page.request, productId);
  expect(stored.inactive).toBe(false);
  expect(stored.activeFrom).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|15|30|45):00\+09:00$/);
  expect(stored.inactivePerSite).toEqual([{ siteCode: site.code, inactive: true, activeFrom: null, inventory: null }]);

  // The from date can be removed again.
  await activity.getByRole("button", { name: "Remove the from date" }).first().click();
  await expect(activity.getByRole("button", { name: "Add a from date", exact: true }).first()).toBeVisible();
  await editor.save();
  await expect.poll(async () => (await ProductEditor.read(page.request, productId)).activeFrom).toBeNull();
});

test("the workflow: Publish to Production, a save with 'Confirm?', Archive with a confirm, Back to Development", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const editor = await editNewProduct(workspace, request, "Workflow Product E2E");
  const productId = await editor.productId();
  await expect(editor.status).toHaveText("Development");
  await editor.workflow("Publish to Production");
  await expect(editor.status).toHaveText("Production");
  await expect(editor.root.getByTestId("product-danger-note")).toBeVisible();

  // Past Development, a save asks 'Confirm?' first.
  await editor.textbox("Description").fill("Now live.");
  await editor.button("Save").click();
  await expect(editor.button("Confirm?")).toBeVisible();
  await screenshot(page, testInfo, "confirm-save");
  expect((await ProductEditor.read(page.request, productId)).description).toBe("");
  await editor.button("Confirm?").click();
  await expect.poll(async () => (await ProductEditor.read(page.request, productId)).description).toBe("Now live.");

  // Archive asks for a confirmation too, then the button goes away.
  await editor.button("Archive").click();
  await editor.button("Confirm?").click();
  await expect(editor.status).toHaveText("Archived");
  await expect(editor.button("Archive")).toHaveCount(0);
  await expect(editor.sectionButton("Workflow", "Publish to Production")).toHaveCount(0);
  await screenshot(page, testInfo, "archived");

  await editor.workflow("Back to Development");
  await expect(editor.status).toHaveText("Development");
  await expect(editor.root.getByTestId("product-danger-note")).toHaveCount(0);
  await expect(editor.button("Archive")).toBeVisible();
  expect((await ProductEditor.read(page.request, productId)).productStatus).toBe("Development");
  // Save & Close closes the blade.
  await editor.save("Save & Close");
  await expect(editor.root).toHaveCount(0);
});

test("a save over a product changed meanwhile shows why and keeps the edits", async ({ page, request, workspace }) => {
  const editor = await editNewProduct(workspace, request, "Stale Product E2E");
  const productId = await editor.productId();
  await editor.textbox("Description").fill("My edit");
  await ProductEditor.update(request, productId, { notes: "Changed elsewhere" });
  await editor.save();
  await expect(editor.errorCallout).toContainText(MESSAGES.staleEtag);
  await expect(editor.textbox("Description")).toHaveValue("My edit");
  await editor.root.getByRole("button", { name: "Reload the product (drops my changes)" }).click();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect(editor.textbox("Description")).toHaveValue("");
  await expect(editor.textbox("Notes")).toHaveValue("Changed elsewhere");
  await editor.textbox("Description").fill("My edit, again");
  await editor.save();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect.poll(async () => (await ProductEditor.read(page.request, productId)).description).toBe("My edit, again");
});

test("mixins and the parent product are picked through the Products blade and open their editors", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const editor = await editNewProduct(workspace, request, "Mixin Host E2E");
  const productId = await editor.productId();
  await editor.sectionButton("Mixins", "Pick mixins").click();
  const picker = new ProductsBlade(workspace, "Products.pick");
  await picker.expectLoaded();
  // The product itself is not offered.
  await picker.filter("Mixin Host");
  await expect(picker.rows).toHaveCount(0);
  // The list is virtual and other tests add products: the filter brings the mixin into view.
  await picker.filter("Monogram Mixin");
  await picker.choose("Monogram Mixin");
  await picker.button("Done").click();
  await expect(picker.root).toHaveCount(0);
  const mixins = editor.root.getByTestId("product-mixins");
  await expect(mixins.getByRole("button", { name: "Monogram Mixin", exact: true })).toBeVisible();

  await editor.sectionButton("Mixins", "Pick a parent product").click();
  await picker.expectLoaded();
  await picker.filter("Canvas Tote");
  await picker.choose("Canvas Tote Bag");
  await expect(picker.root).toHaveCount(0);
  await expect(editor.sectionButton("Mixins", "Canvas Tote Bag")).toBeVisible();
  await editor.save();
  await expect(editor.errorCallout).toHaveCount(0);
  await expect
    .poll(async () =>
      (await ProductEditor.read(page.request, productId)).parentProducts.map((p) => p.parentProductName),
    )
    .toEqual(["Monogram Mixin"]);
  await screenshot(page, testInfo, "picked");

  // A mixin's link opens its own editor, stacked on this one.
  await mixins.getByRole("button", { name: "Monogram Mixin", exact: true }).click();
  await expect(workspace.bladeStack.getByTestId("product-editor-title").last()).toHaveText("Monogram Mixin");

  // The translations picker lists the company's reference data; areas not built yet say so when opened.
  await editor.sectionButton("UX and front-end translations", "Pick translations").click();
  await expect(workspace.bladeStack.locator('[data-blade-kind="PickReferenceDatas"]')).toBeVisible();
  await editor.button("More").click();
  await page.getByRole("menuitem", { name: "Manage Gallery", exact: true }).click();
  await expect(workspace.bladeStack.locator('[data-blade-kind="EditGallery"]')).toContainText("not available yet");
  await editor.button("Manage Versions").click();
  await expect(workspace.bladeStack.locator('[data-blade-kind="Versions"]')).toBeVisible();
});

/** The demo's translation mapping (the seed adds one): a product's translations must be the company's. */
async function demoMappingId(request: APIRequestContext): Promise<string> {
  const { referenceDatas } = ReferenceDataList.parse(await callApi(request, "GET", "referencedata?type=Mapping"));
  const mapping = referenceDatas[0];
  if (mapping === undefined) throw new Error("The demo workspace has no translation mapping");
  return mapping.referenceDataId;
}

test("edit mode, section by section", async ({ page, request, workspace }, testInfo) => {
  const api = await VersionApi.signIn(request);
  const created = await api.createProduct("Tour Product E2E");
  await ProductEditor.update(request, created.productId, {
    tags: ["tour", "summer-2026"],
    description: "A product shown section by section.",
    notes: "Every section in view once.",
    imageNameFormat: [{ type: "view" }, { type: "static", text: "_" }, { type: "frame", width: 3 }],
    customAttributesJson: [{ id: "a1", name: "material", value: "canvas" }],
    inactivePerSite: [{ siteCode: "us-store", inactive: true, activeFrom: null, inventory: 5 }],
    productReferenceDatas: [
      { referenceDataId: await demoMappingId(request), usage: "Frontend", referenceDataName: null },
    ],
  });
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await ProductEditor.goto(workspace, created.productId);
  await expect(editor.title).toHaveText("Tour Product E2E");
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "top");
  for (const title of PRODUCT_EDITOR_SECTIONS) {
    await editor.scrollTo(title);
    await screenshot(page, testInfo, title);
  }
});

test("a read-only user sees every section and no edit controls", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  const response = await page.request.get("/api/v1/product?orderBy=name&take=100");
  const { products } = (await response.json()) as { products: { productId: string; name: string }[] };
  const product = products.find((candidate) => candidate.name === "Classic Court Sneaker");
  if (!product) throw new Error("The demo catalogue has no Classic Court Sneaker");
  const editor = await ProductEditor.goto(workspace, product.productId);
  await expect(editor.title).toHaveText("Classic Court Sneaker");
  for (const title of PRODUCT_EDITOR_SECTIONS) await expect(editor.heading(title)).toBeVisible();
  for (const name of ["Archive", "Save", "Save & Close", "More"] as const) {
    await expect(editor.button(name)).toHaveCount(0);
  }
  await expect(editor.button("Manage Versions")).toBeVisible();
  await expect(editor.textbox("Name")).toBeDisabled();
  await expect(editor.textbox("Notes")).toBeDisabled();
  for (const name of [
    "Pick mixins",
    "Publish to Production",
    "Pick translations",
    "Add item",
    "Add attribute",
    "Add a from date",
    "Drag to reorder",
  ]) {
    await expect(editor.root.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  await expect(editor.root.getByRole("combobox", { name: "Add a site override" })).toHaveCount(0);
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "top");
  await editor.scrollTo("Custom attributes");
  await screenshot(page, testInfo, "attributes and activity");
});
