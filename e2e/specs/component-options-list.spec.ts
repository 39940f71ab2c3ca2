import { readFile } from "node:fs/promises";
import { ComponentOption, ComponentOptionExportDocument } from "@atelier/domain/catalogue/component-option.schema";
import { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Page } from "@playwright/test";
import { ComponentOptionsBlade } from "../pages/component-options";
import { postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

/** A tag of the demo products, so the scope selector offers it. */
const SCOPE_TAG = "summer-2026";

/** A prefix no other test of this server has used: the options of one test are found by it. */
const runPrefix = () => `T${Date.now().toString(36).toUpperCase()}`;

async function createDefinition(page: Page, name: string): Promise<ComponentOptionDefinition> {
  return ComponentOptionDefinition.parse(await postJson(page.request, "componentoptiondefinition", { name }));
}

async function createOption(page: Page, values: Record<string, unknown>): Promise<ComponentOption> {
  return ComponentOption.parse(await postJson(page.request, "componentoption", values));
}

/** Two definitions and four options (one based on 'Any'), their codes starting with the prefix. */
async function createPalette(page: Page, prefix: string) {
  const color = await createDefinition(page, `Color ${prefix}`);
  const material = await createDefinition(page, `Material ${prefix}`);
  const colorId = color.componentOptionDefinitionId;
  const red = await createOption(page, {
    code: `${prefix}-RED`,
    name: "Crimson",
    description: "Deep red dye",
    tags: ["warm", SCOPE_TAG],
    componentOptionDefinitionId: colorId,
  });
  const blue = await createOption(page, {
    code: `${prefix}-BLUE`,
    name: "Ocean",
    tags: ["cool"],
    componentOptionDefinitionId: colorId,
  });
  const oak = await createOption(page, {
    code: `${prefix}-OAK`,
    name: "Oak wood",
    description: "Solid oak",
    tags: ["warm"],
    componentOptionDefinitionId: material.componentOptionDefinitionId,
  });
  const plain = await createOption(page, { code: `${prefix}-PLAIN`, name: "Plain" });
  return { color, material, red, blue, oak, plain };
}

test("the options list filters by definition, text and tag scope, exports the listed codes and opens editors", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const prefix = runPrefix();
  const p = prefix.toLowerCase();
  const { color, red, blue } = await createPalette(page, prefix);
  const list = new ComponentOptionsBlade(workspace);
  await list.openFromSidebar();
  await expect(workspace.blade("Component Options")).toBeVisible();

  // Code, name, description and tags are searched, without regard to case; 'or' and '!' work.
  await list.filter(p);
  await expect
    .poll(() => list.codes())
    .toEqual([`${prefix}-BLUE`, `${prefix}-OAK`, `${prefix}-PLAIN`, `${prefix}-RED`]);
  await expect(list.count).toHaveText(/^4 of \d+$/);
  await expect(list.row(`${prefix}-RED`)).toContainText(`Crimson${color.name}Deep red dyewarm, ${SCOPE_TAG}`);
  await screenshot(page, testInfo, "list");
  for (const [text, codes] of [
    [`${p} warm`, ["OAK", "RED"]],
    [`${p} warm !oak`, ["RED"]],
    [`${p}-red or ${p}-plain`, ["PLAIN", "RED"]],
    [`${p} solid`, ["OAK"]],
    [`${p} OCEAN`, ["BLUE"]],
  ] as const) {
    await list.filter(text);
    await expect.poll(() => list.codes()).toEqual(codes.map((code) => `${prefix}-${code}`));
  }
  await list.filter(`${p} nothing-like-it`);
  await expect(list.message).toHaveText(MESSAGES.noResults);

  // One definition's options, with its own Add button.
  await list.filter(p);
  await list.chooseDefinition(color.name);
  await expect.poll(() => list.codes()).toEqual([`${prefix}-BLUE`, `${prefix}-RED`]);
  await expect(list.count).toHaveText("2 of 2");
  await expect(list.addForDefinition(color.name)).toBeVisible();
  await screenshot(page, testInfo, "one definition");

  // 'Export as batch' exports the codes listed, in list order.
  const [download] = await Promise.all([page.waitForEvent("download"), list.button("Export as batch").click()]);
  expect(download.suggestedFilename()).toMatch(/^ComponentOptions-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.split("\n")[1]).toMatch(/^ {4}"\w+": /);
  const exported = ComponentOptionExportDocument.parse(JSON.parse(text));
  expect(exported.componentOptions.map((option) => option.code)).toEqual([`${prefix}-BLUE`, `${prefix}-RED`]);

  // The tag scope applies unless toggled off.
  await workspace.scopeTo(SCOPE_TAG);
  await expect(list.scopeToggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => list.codes()).toEqual([`${prefix}-RED`]);
  await screenshot(page, testInfo, "scoped");
  await list.scopeToggle.click();
  await expect.poll(() => list.codes()).toEqual([`${prefix}-BLUE`, `${prefix}-RED`]);

  // Editors: 'Add {definition} Option' and Add Another stack new editors; Add replaces them; Details edits.
  await list.addForDefinition(color.name).click();
  await workspace.expectBlades(["WhatsNew", "ComponentOptions", "EditComponentOption"]);
  const editors = workspace.bladeStack.locator('[data-blade-kind="EditComponentOption"]');
  await expect(editors).toHaveAttribute(
    "data-blade-id",
    `EditComponentOption.new~${color.componentOptionDefinitionId}`,
  );
  await list.button("Add Another").click();
  await workspace.expectBlades(["WhatsNew", "ComponentOptions", "EditComponentOption", "EditComponentOption"]);
  // Two editors leave the list no room beside them: it waits as a strip until brought back.
  await workspace.bringBack("Component Options");
  await list.button("Add").click();
  await workspace.expectBlades(["WhatsNew", "ComponentOptions", "EditComponentOption"]);
  await expect(editors).toHaveAttribute("data-blade-id", "EditComponentOption.new");
  await list.openDetails(`${prefix}-RED`);
  await expect(editors).toHaveAttribute("data-blade-id", `EditComponentOption.${red.componentOptionId}`);
  await list.choose(`${prefix}-BLUE`);
  await expect(editors).toHaveAttribute("data-blade-id", `EditComponentOption.${blue.componentOptionId}`);
  await workspace.closeBladeOfKind("EditComponentOption");

  // Refresh reads options added elsewhere; 'All definitions' lists every definition's again.
  await createOption(page, { code: `${prefix}-TEAL`, componentOptionDefinitionId: color.componentOptionDefinitionId });
  await list.button("Refresh").click();
  await expect.poll(() => list.codes()).toEqual([`${prefix}-BLUE`, `${prefix}-RED`, `${prefix}-TEAL`]);
  await list.chooseDefinition("All definitions");
  await expect(list.rows).toHaveCount(5);
});

test("a definition's 'Related' options open the list on that definition", async ({ page, workspace }) => {
  await workspace.signInAsDemo(DEMO.admin);
  const prefix = runPrefix();
  const { material } = await createPalette(page, prefix);
  await page.goto(`/?b=ComponentOptions.list.${material.componentOptionDefinitionId}`);
  const list = new ComponentOptionsBlade(workspace);
  await list.expectLoaded();
  await expect(list.definitionSelect).toHaveValue(material.name);
  await list.filter(prefix);
  await expect.poll(() => list.codes()).toEqual([`${prefix}-OAK`]);
});

test("the options blade picks one, many with Done, or None, leaving out excluded options", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const prefix = runPrefix();
  const { color, red, blue, oak } = await createPalette(page, prefix);
  await workspace.navButton("Close all blades").click();
  const picker = new ComponentOptionsBlade(workspace, "ComponentOptions.pick");

  // One: choosing a row answers it and closes the picker.
  await picker.requestPick({});
  await expect(picker.mode).toHaveAttribute("data-mode", "pick-one");
  await expect(picker.root.getByRole("heading", { name: "Pick One" })).toBeVisible();
  for (const button of ["Add", "Add Another", "Export as batch", "Done"] as const) {
    await expect(picker.button(button)).toHaveCount(0);
  }
  await expect(picker.noneRow).toHaveCount(0);
  await picker.filter(prefix);
  await screenshot(page, testInfo, "pick one");
  await picker.choose(`${prefix}-OAK`);
  expect(await picker.pickAnswer()).toEqual([oak.componentOptionId]);
  await workspace.expectBlades([]);

  // Many: toggles from the initial selection, without the excluded option, until Done.
  await picker.requestPick({
    multiple: true,
    allowNone: true,
    excludedIds: [oak.componentOptionId],
    initialSelection: [blue.componentOptionId],
  });
  await expect(picker.mode).toHaveAttribute("data-mode", "pick-many");
  await expect(picker.root.getByRole("heading", { name: "Pick Many" })).toBeVisible();
  await picker.filter(prefix);
  await expect.poll(() => picker.codes()).toEqual([`${prefix}-BLUE`, `${prefix}-PLAIN`, `${prefix}-RED`]);
  await expect(picker.root.getByTestId("pick-count")).toHaveText("1 selected");
  await picker.choose(`${prefix}-RED`);
  await expect(picker.root.getByTestId("pick-count")).toHaveText("2 selected");
  await expect(picker.row(`${prefix}-RED`).getByRole("button", { pressed: true })).toHaveCount(1);
  await screenshot(page, testInfo, "pick many");
  await picker.button("Done").click();
  expect(await picker.pickAnswer()).toEqual([blue.componentOptionId, red.componentOptionId]);

  // 'None' answers nothing at once when one is picked.
  await picker.requestPick({ allowNone: true });
  await expect(picker.noneRow).toBeVisible();
  await picker.noneRow.click();
  expect(await picker.pickAnswer()).toEqual([]);

  // Asked for one definition's options, the picker starts on that definition; closing it answers null.
  const definitionPicker = new ComponentOptionsBlade(
    workspace,
    `ComponentOptions.${color.componentOptionDefinitionId}`,
  );
  await definitionPicker.requestPick({ itemId: color.componentOptionDefinitionId });
  await expect(definitionPicker.definitionSelect).toHaveValue(color.name);
  await definitionPicker.filter(prefix);
  await expect.poll(() => definitionPicker.codes()).toEqual([`${prefix}-BLUE`, `${prefix}-RED`]);
  await definitionPicker.root.getByRole("button", { name: "Close", exact: true }).click();
  expect(await definitionPicker.pickAnswer()).toBeNull();
});

test("a read-only user lists, filters and opens options with no add or export controls", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const prefix = runPrefix();
  const { color, red } = await createPalette(page, prefix);
  await workspace.signOut();
  await workspace.signInAsDemo(DEMO.viewer);

  const list = new ComponentOptionsBlade(workspace);
  await list.openFromSidebar();
  await list.filter(prefix);
  await list.chooseDefinition(color.name);
  await expect.poll(() => list.codes()).toEqual([`${prefix}-BLUE`, `${prefix}-RED`]);
  for (const button of ["Add", "Add Another", "Export as batch"] as const) {
    await expect(list.button(button)).toHaveCount(0);
  }
  await expect(list.addForDefinition(color.name)).toHaveCount(0);
  await expect(list.button("Refresh")).toBeVisible();
  await screenshot(page, testInfo, "read only");
  await list.openDetails(`${prefix}-RED`);
  await expect(workspace.bladeStack.locator('[data-blade-kind="EditComponentOption"]')).toHaveAttribute(
    "data-blade-id",
    `EditComponentOption.${red.componentOptionId}`,
  );

  // Preview is open to all: without a preview product, it asks for one first.
  await list.row(`${prefix}-RED`).getByRole("button", { name: "Preview", exact: true }).click();
  await expect(workspace.blade("Pick a Preview")).toBeVisible();
  await workspace.expectBlades(["ComponentOptions", "Products"]);
});

test("a company without options says so", async ({ page, registerPage, workspace }, testInfo) => {
  const email = uniqueEmail("options");
  const company = `Empty Options ${Date.now().toString(36)}`;
  await registerPage.goto();
  await registerPage.fill({
    invitationCode: DEMO.invitationCode,
    fullName: "Ola Empty",
    email,
    company,
    password: "empty-secret",
  });
  await registerPage.submit.click();
  await workspace.expectSignedIn(company, email);
  const list = new ComponentOptionsBlade(workspace);
  await list.openFromSidebar();
  await expect(list.message).toContainText("There are no component options.");
  await expect(list.button("Export as batch")).toHaveCount(0);
  await screenshot(page, testInfo, "empty");
});
