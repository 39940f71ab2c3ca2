import { readFile } from "node:fs/promises";
import { ComponentOption, ComponentOptionExportDocument } from "@atelier/domain/catalogue/component-option.schema";
import { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { invalidCodeMessage } from "@atelier/domain/shared/style-code";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { ComponentOptionEditor } from "../pages/component-option-editor";
import { ProductsBlade } from "../pages/products-blade";
import { postJson } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A name or code no other run of the suite on this server has used. */
const unique = (name: string) => `${name}${Date.now().toString(36)}`;

async function createDefinition(page: Page, name: string): Promise<ComponentOptionDefinition> {
  return ComponentOptionDefinition.parse(
    await postJson(page.request, "componentoptiondefinition", {
      name,
      customAttributesJson: [{ id: "finish", name: "Finish", value: "Matte" }],
    }),
  );
}

async function readOption(request: APIRequestContext, optionId: string): Promise<ComponentOption> {
  const response = await request.get(`/api/v1/componentoption/${optionId}`);
  expect(response.ok()).toBe(true);
  return ComponentOption.parse(await response.json());
}

/** A screenshot of a whole editor: the page is made tall enough for the blade not to scroll. */
async function screenshotWhole(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.setViewportSize({ width: viewport.width, height: 3400 });
  await screenshot(page, testInfo, step);
  await page.setViewportSize(viewport);
}

/** The id of the option an editor blade shows, from the address (`EditComponentOption.edit.{id}`). */
async function editedOptionId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/EditComponentOption\.edit\.[^~@]+/);
  const match = /EditComponentOption\.edit\.([^~@:!&]+)/.exec(decodeURIComponent(new URL(page.url()).search));
  return decodeURIComponent(match?.[1] ?? "");
}

test("an option based on a definition is added with several sections filled, then copied", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const definition = await createDefinition(page, unique("Leather "));
  const siteCode = unique("eu");
  await postJson(page.request, "site", { name: "Europe store", code: siteCode });
  const dimensionCode = unique("W");
  await postJson(page.request, "dimension", { name: "Width", code: dimensionCode, unit: "cm" });

  const editor = await ComponentOptionEditor.goto(workspace, "new");
  await expect(editor.title).toHaveText("Add a component option");
  await expect(editor.basedOn).toHaveValue("Any");
  await expect(editor.attributeNames).toHaveCount(0);
  // Archive, Copy, Export and Preview wait for the option to be stored.
  for (const name of ["Archive", "Copy", "Export as batch", "Preview", "More"] as const) {
    await expect(editor.button(name)).toHaveCount(0);
  }

  // Based on: the definition's custom attributes are copied into the new option.
  await editor.select("Based on", definition.name);
  await expect(editor.attributeNames).toHaveCount(1);
  await expect(editor.attributeNames.first()).toHaveValue("Finish");

  // Nothing is sent while a field is invalid: the code is required.
  await editor.button("Save").click();
  await expect(editor.root.getByText("Code is required.", { exact: true })).toBeVisible();
  await expect(editor.field("Code")).toBeFocused();

  const code = unique("TAN-");
  await editor.field("Code").fill(code);
  await editor.field("Also known as").fill(" TAN1 , , tan-2,");
  await editor.field("Name").fill("Tan leather");
  await editor.field("SKU").fill("SKU-TAN");
  await editor.addTags("Top tags", "bestseller");

  // Placeholder-optional shows only with placeholder.
  await expect(editor.checkbox("Placeholder optional")).toHaveCount(0);
  await editor.checkbox("Placeholder").check();
  await editor.checkbox("Placeholder optional").check();
  await editor.checkbox("Preferred").check();

  const activity = editor.section("Activity");
  await activity.getByRole("textbox", { name: "In stock", exact: true }).fill("12");
  await editor.select("Add a site override", `Europe store (${siteCode})`);
  const override = activity.getByTestId("site-override");
  await expect(override).toHaveAttribute("data-site", siteCode);
  await override.getByRole("switch", { name: "Active" }).uncheck({ force: true });

  await editor.section("Pricing").getByRole("button", { name: "Add price" }).first().click();
  await editor.section("Pricing").getByRole("textbox", { name: "Value", exact: true }).fill("12.50");
  await editor.field("Price-once group").fill("leathers");

  await editor.select("Add a dimension...", `Width (${dimensionCode})`);
  await editor.field("Value of Width").fill("4.5");

  await editor.section("Joints").getByRole("button", { name: "Add joint" }).click();
  await editor.field("Joint code 1").fill("J-TOP");
  await editor.select("Socket type", "Connector", editor.section("Joints"));

  await editor.section("Assets").getByRole("button", { name: "Add asset" }).click();
  await editor.field("Asset 1").fill("tan-leather.png");

  await editor.section("Variables").getByRole("button", { name: "Add variable" }).click();
  await editor.field("Variable code 1").fill("has space");
  // Added products are picked in the Products blade.
  await editor.section("Products").getByRole("button", { name: "Pick products" }).click();
  const picker = new ProductsBlade(workspace, "Products.pick");
  await picker.expectLoaded();
  await picker.choose("Canvas Tote Bag");
  await picker.button("Done").click();
  await expect(picker.root).toHaveCount(0);
  const addedProducts = editor.root.getByTestId("option-added-products");
  await expect(addedProducts.getByRole("button", { name: "Canvas Tote Bag", exact: true })).toBeVisible();

  await editor.field("Notes").fill("Tanned in Tuscany");
  await expect(editor.notesCounter).toHaveText("17 / 512");

  // The variable code's rule comes from the domain schema.
  await editor.button("Save").click();
  await expect(editor.root.getByText(invalidCodeMessage("Variable code"), { exact: true })).toBeVisible();
  await editor.field("Variable code 1").fill("STITCH");
  await screenshotWhole(page, testInfo, "new option");

  await editor.button("Save").click();
  const optionId = await editedOptionId(page);
  const saved = ComponentOptionEditor.of(workspace, optionId);
  await expect(saved.title).toHaveText(code);
  await expect(saved.root.getByTestId("option-based-on")).toHaveText(definition.name);
  await expect(saved.root.getByTestId("created")).toHaveText(/^\d{2}\/\d{2}\/\d{4} /);
  await expect(saved.field("Also known as")).toHaveValue("TAN1, tan-2");
  await screenshotWhole(page, testInfo, "stored option");

  const stored = await readOption(page.request, optionId);
  expect(stored).toMatchObject({
    componentOptionDefinitionId: definition.componentOptionDefinitionId,
    code,
    otherCodes: ["TAN1", "tan-2"],
    name: "Tan leather",
    sku: "SKU-TAN",
    topTags: ["bestseller"],
    placeholder: true,
    placeholderOptional: true,
    preferred: true,
    inventory: 12,
    inactivePerSite: [{ siteCode, inactive: true, activeFrom: null, inventory: null }],
    priceJson: [expect.objectContaining({ currencyCode: "USD", value: 12.5 })],
    priceOnce: "leathers",
    dimensionsJson: [{ code: dimensionCode, name: "Width", value: 4.5, unit: "cm" }],
    jointsJson: [expect.objectContaining({ code: "J-TOP", socketType: "Connector", jointType: "Rigid" })],
    assetsJson: [expect.objectContaining({ frame: null, asset: "tan-leather.png", type: "Asset" })],
    variables: [expect.objectContaining({ code: "STITCH", order: 0 })],
    addProducts: [expect.any(String)],
    customAttributesJson: [{ id: "finish", name: "Finish", value: "Matte" }],
    notes: "Tanned in Tuscany",
  });

  // Copy: a new editor on this one, prefilled, the code suffixed ' Copy'.
  await saved.field("Name").fill("Tan leather, edited");
  await saved.button("Copy").click();
  const copy = ComponentOptionEditor.copyOf(workspace, optionId);
  await expect(copy.form).toHaveAttribute("data-mode-variant", "copy");
  await expect(copy.title).toHaveText("Add a copy of an option");
  await expect(copy.field("Code")).toHaveValue(`${code} Copy`);
  await expect(copy.field("Name")).toHaveValue("Tan leather, edited");
  await expect(copy.root.getByTestId("option-based-on")).toHaveText(definition.name);
  await expect(copy.button("Archive")).toHaveCount(0);
  await screenshot(page, testInfo, "copy");
  // A code holds no spaces: the copy needs one of its own before it is added.
  await copy.button("Save").click();
  await expect(copy.root.getByText(invalidCodeMessage("Code"), { exact: true })).toBeVisible();
  // The server's field messages land on their fields: the code is taken.
  await copy.field("Code").fill(code);
  await copy.button("Save").click();
  await expect(copy.root.getByText("A component option with this code already exists.").first()).toBeVisible();
  await expect(copy.field("Code")).toHaveAttribute("aria-invalid", "true");
  await copy.field("Code").fill(`${code}-COPY`);
  await copy.button("Save & Close").click();
  await expect(copy.root).toHaveCount(0);
  const list = await page.request.get("/api/v1/componentoption", {
    params: { componentOptionDefinitionId: definition.componentOptionDefinitionId },
  });
  const copied = ((await list.json()) as { componentOptions: { componentOptionId: string; code: string }[] })
    .componentOptions;
  const copyId = copied.find((option) => option.code === `${code}-COPY`)?.componentOptionId ?? "";
  expect(await readOption(page.request, copyId)).toMatchObject({
    name: "Tan leather, edited",
    otherCodes: ["TAN1", "tan-2"],
    dimensionsJson: stored.dimensionsJson,
    customAttributesJson: stored.customAttributesJson,
  });
});

test("one option exports as ComponentOptions-{date}.json indented by four spaces; a stale save keeps the edits", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const code = unique("BRASS-");
  const option = ComponentOption.parse(await postJson(page.request, "componentoption", { code, name: "Brass" }));
  const editor = await ComponentOptionEditor.goto(workspace, "edit", option.componentOptionId);
  await expect(editor.basedOn).toHaveCount(0);
  await expect(editor.root.getByTestId("option-based-on")).toHaveText("Any");

  const [download] = await Promise.all([page.waitForEvent("download"), editor.button("Export as batch").click()]);
  expect(download.suggestedFilename()).toMatch(/^ComponentOptions-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.split("\n")[1]).toMatch(/^ {4}"\w+": /);
  const document = ComponentOptionExportDocument.parse(JSON.parse(text));
  expect(document.componentOptions.map((exported) => exported.code)).toEqual([code]);

  // Someone else saves the option meanwhile: this save is refused and the edits stay.
  const response = await page.request.put(`/api/v1/componentoption/${option.componentOptionId}`, {
    data: { code, name: "Brass (theirs)", etag: option.etag },
    headers: { origin: BASE_URL },
  });
  expect(response.ok()).toBe(true);
  await editor.field("Name").fill("Brass (mine)");
  await editor.button("Save").click();
  await expect(editor.errorCallout).toContainText(MESSAGES.staleEtag);
  await expect(editor.field("Name")).toHaveValue("Brass (mine)");
  await screenshot(page, testInfo, "stale save");
  await editor.root.getByRole("button", { name: "Reload the option (drops my changes)" }).click();
  await expect(editor.field("Name")).toHaveValue("Brass (theirs)");
  await expect(editor.errorCallout).toHaveCount(0);

  await editor.button("Archive").click();
  await editor.button("Confirm?").click();
  await expect(editor.root).toHaveCount(0);
  expect((await page.request.get(`/api/v1/componentoption/${option.componentOptionId}`)).status()).toBe(404);
});

test("'Create an Option' of a definition starts an option based on it", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const definition = await createDefinition(page, unique("Suede "));
  const editor = await ComponentOptionEditor.goto(workspace, "new", `new~${definition.componentOptionDefinitionId}`);
  await expect(editor.basedOn).toHaveValue(definition.name);
  await expect(editor.attributeNames).toHaveCount(1);
  await screenshotWhole(page, testInfo, "based on");
});

test("a read-only user sees an option with no save, archive, copy or export, and can preview", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const definition = await createDefinition(page, unique("Canvas "));
  const option = ComponentOption.parse(
    await postJson(page.request, "componentoption", {
      componentOptionDefinitionId: definition.componentOptionDefinitionId,
      code: unique("NAVY-"),
      name: "Navy",
      placeholder: true,
      jointsJson: [{ id: "j1", code: "J1" }],
      notes: "Read me",
    }),
  );
  await workspace.signOut();
  await workspace.signInAsDemo(DEMO.viewer);

  const editor = await ComponentOptionEditor.goto(workspace, "edit", option.componentOptionId);
  await expect(editor.field("Code")).toBeDisabled();
  await expect(editor.field("Name")).toHaveValue("Navy");
  await expect(editor.checkbox("Placeholder optional")).toBeDisabled();
  for (const name of ["Archive", "Save", "Save & Close", "Copy", "Export as batch", "More"] as const) {
    await expect(editor.button(name)).toHaveCount(0);
  }
  for (const name of ["Add price", "Add joint", "Add asset", "Add variable", "Pick products", "Add attribute"]) {
    await expect(editor.root.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  await expect(editor.root.getByRole("button", { name: "View", exact: true })).toBeVisible();
  await screenshotWhole(page, testInfo, "read-only");

  // Preview is open to all: with no preview product chosen yet, one is picked first.
  await editor.button("Preview").click();
  await workspace.expectBlades(["EditComponentOption", "Products"]);
  await expect(workspace.bladeStack.locator('[data-blade-id="Products.pick"]')).toContainText("Pick a Preview");
  await screenshot(page, testInfo, "preview");
});
