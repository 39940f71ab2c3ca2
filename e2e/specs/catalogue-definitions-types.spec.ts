import { readFile } from "node:fs/promises";
import { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import {
  COMPONENT_TYPES_EXPLAINED,
  type ComponentType,
  ComponentTypeList,
} from "@atelier/domain/catalogue/component-type.schema";
import { fieldMessages } from "@atelier/domain/shared/messages";
import type { Page } from "@playwright/test";
import { ComponentTypeEditor, ComponentTypesBlade } from "../pages/component-types";
import { OptionDefinitionEditor, OptionDefinitionsBlade } from "../pages/option-definitions";
import { postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A name no other run of the suite on this server has used. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

async function createDefinition(page: Page, name: string, description = ""): Promise<ComponentOptionDefinition> {
  return ComponentOptionDefinition.parse(
    await postJson(page.request, "componentoptiondefinition", { name, description, tags: ["e2e"] }),
  );
}

async function storedType(page: Page, name: string): Promise<ComponentType | undefined> {
  const response = await page.request.get("/api/v1/componenttype");
  expect(response.ok()).toBe(true);
  return ComponentTypeList.parse(await response.json()).componentTypes.find((type) => type.name === name);
}

test("the Component Types blade explains itself when there are none", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  // The demo company has types: a new company has none.
  await registerNewCompany(registerPage, workspace, "Typeless Shop");
  const list = new ComponentTypesBlade(workspace);
  await list.openFromSidebar();
  await expect(list.message).toContainText(COMPONENT_TYPES_EXPLAINED);
  await screenshot(page, testInfo, "empty");
});

test("an option definition is added (name first), edited, exported and opens its options", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const list = new OptionDefinitionsBlade(workspace, "ComponentOptionDefinitions");
  await list.openFromSidebar();
  await expect(workspace.blade("Component Option Definitions")).toBeVisible();
  await screenshot(page, testInfo, "list");

  await list.button("Add").click();
  const editor = new OptionDefinitionEditor(workspace);
  await expect(editor.root.getByRole("heading", { name: "Add a component option definition" })).toBeVisible();
  await editor.button("Save").click();
  await expect(editor.root.getByText(fieldMessages.required("Name"), { exact: true })).toBeVisible();
  await expect(editor.name).toBeFocused();
  await screenshot(page, testInfo, "name required");

  const name = unique("Finish");
  await editor.name.fill(name);
  await editor.description.fill("Matte or gloss");
  await editor.chooseInventoryType("External");
  await editor.addTag("e2e");
  await editor.button("Save & Close").click();
  await workspace.expectBlades(["WhatsNew", "ComponentOptionDefinitions"]);
  await expect(list.row(name)).toContainText("Matte or gloss");

  await list.openDetails(name);
  await expect(editor.name).toHaveValue(name);
  await expect(editor.root.getByRole("radio", { name: "External" })).toBeChecked();
  await editor.description.fill("Matte, satin or gloss");
  await editor.root.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "editor");
  await editor.button("Save & Close").click();
  await expect(list.row(name)).toContainText("Matte, satin or gloss");

  const [download] = await Promise.all([page.waitForEvent("download"), list.button("Export as batch").click()]);
  expect(download.suggestedFilename()).toMatch(/^ComponentOptionDefinitions-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.split("\n")[1]).toMatch(/^ {4}"\w+": /);
  const document = JSON.parse(text) as { componentOptionDefinitions: { name: string; description: string }[] };
  expect(document.componentOptionDefinitions).toContainEqual(
    expect.objectContaining({ name, description: "Matte, satin or gloss" }),
  );

  // 'Related' opens the options blade on the definition.
  await list.openRelated(name);
  await workspace.expectBlades(["WhatsNew", "ComponentOptionDefinitions", "ComponentOptions"]);
  await expect(workspace.blade("Component Options").getByRole("combobox", { name: "Definition" })).toHaveValue(name);
  await screenshot(page, testInfo, "related options");

  await list.openDetails(name);
  await editor.button("Create an Option").click();
  await workspace.expectBlades([
    "WhatsNew",
    "ComponentOptionDefinitions",
    "EditComponentOptionDefinition",
    "EditComponentOption",
  ]);
});

test("a component type combines two picked definitions and a part code of three sequences reordered by dragging", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const material = await createDefinition(page, unique("Material"), "What it is made of");
  const color = await createDefinition(page, unique("Color"));
  const list = new ComponentTypesBlade(workspace);
  await list.openFromSidebar();
  await expect(workspace.blade("Component Types")).toBeVisible();
  await screenshot(page, testInfo, "list");

  await list.button("Add").click();
  const editor = new ComponentTypeEditor(workspace);
  const name = unique("Material + Color");
  await editor.name.fill(name);
  await editor.description.fill("A colored material");

  await editor.button("Pick definitions").click();
  const picker = new OptionDefinitionsBlade(workspace, "ComponentOptionDefinitions.pick");
  await picker.expectLoaded();
  await expect(picker.root.getByTestId("option-definitions-blade")).toHaveAttribute("data-mode", "pick-many");
  await expect(picker.button("Add")).toHaveCount(0);
  await picker.choose(material.name);
  await picker.choose(color.name);
  await expect(picker.root.getByTestId("pick-count")).toHaveText("2 selected");
  await screenshot(page, testInfo, "picking definitions");
  await picker.button("Done").click();
  await workspace.expectBlades(["WhatsNew", "ComponentTypes", "EditComponentType"]);
  await expect(editor.definitions).toHaveText([material.name, color.name]);

  await editor.addSequence("Static text");
  await editor.root.getByRole("textbox", { name: "Static text 1" }).fill("PC-");
  await editor.addSequence("Option code");
  await editor.addSequence("Attribute");
  await editor.button("Save").click();
  // The attribute sequence needs its attribute's name.
  await expect(editor.root.getByText(fieldMessages.required("Attribute name"), { exact: true })).toBeVisible();
  await editor.root.getByRole("textbox", { name: "Attribute name 3" }).fill("Shade");
  await editor.root.getByRole("textbox", { name: "Width 3" }).fill("-1");
  await expect(editor.root.getByText("Width must be at least 0.", { exact: true })).toBeVisible();
  await editor.root.getByRole("textbox", { name: "Width 3" }).fill("4");
  await editor.root.getByRole("textbox", { name: "Fill character 3" }).fill("0");
  await editor.expectSequenceTypes(["static", "code", "attribute"]);

  await editor.dragSequence(2, 0);
  await editor.expectSequenceTypes(["attribute", "static", "code"]);
  await editor.dragSequence(1, 2);
  await editor.expectSequenceTypes(["attribute", "code", "static"]);
  await screenshot(page, testInfo, "editor");

  await editor.button("Save & Close").click();
  await workspace.expectBlades(["WhatsNew", "ComponentTypes"]);
  await expect(list.row(name)).toContainText("A colored material");
  const stored = await storedType(page, name);
  expect(stored?.componentOptionDefinitions.map((definition) => definition.name)).toEqual([material.name, color.name]);
  expect(stored?.partCodeFormat).toEqual([
    expect.objectContaining({
      type: "attribute",
      targetId: material.componentOptionDefinitionId,
      name: "Shade",
      width: 4,
      fill: "0",
    }),
    expect.objectContaining({ type: "code", targetId: material.componentOptionDefinitionId }),
    expect.objectContaining({ type: "static", text: "PC-" }),
  ]);

  const [download] = await Promise.all([page.waitForEvent("download"), list.button("Export as batch").click()]);
  expect(download.suggestedFilename()).toMatch(/^ComponentTypes-\d{4}-\d{2}-\d{2}\.json$/);
  expect((await readFile(await download.path(), "utf8")).split("\n")[1]).toMatch(/^ {4}"\w+": /);

  await list.openDetails(name);
  await expect(editor.sequences).toHaveCount(3);
  await editor.button("Archive").click();
  await expect(editor.button("Confirm?")).toBeVisible();
  await screenshot(page, testInfo, "archive confirm");
  await editor.button("Confirm?").click();
  await workspace.expectBlades(["WhatsNew", "ComponentTypes"]);
  await expect(list.row(name)).toHaveCount(0);
  expect(await storedType(page, name)).toBeUndefined();
});

test("a read-only user sees the definitions and types with no add, save, archive, export or drag controls", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const definition = await createDefinition(page, unique("Pattern"), "Stripes, dots or plain");
  const typeName = unique("Patterned");
  await postJson(page.request, "componenttype", {
    name: typeName,
    componentOptionDefinitions: [{ componentOptionDefinitionId: definition.componentOptionDefinitionId }],
    partCodeFormat: [
      { id: "s1", type: "static", text: "P" },
      { id: "s2", type: "code", targetId: definition.componentOptionDefinitionId },
    ],
  });
  await workspace.signOut();
  await workspace.signInAsDemo(DEMO.viewer);

  const definitions = new OptionDefinitionsBlade(workspace, "ComponentOptionDefinitions");
  await definitions.openFromSidebar();
  await expect(definitions.row(definition.name)).toBeVisible();
  await expect(definitions.button("Add")).toHaveCount(0);
  await expect(definitions.button("Export as batch")).toHaveCount(0);
  await definitions.openDetails(definition.name);
  const definitionEditor = new OptionDefinitionEditor(workspace);
  await expect(definitionEditor.name).toBeDisabled();
  for (const button of ["Archive", "Save", "Save & Close", "Create an Option"] as const) {
    await expect(definitionEditor.button(button)).toHaveCount(0);
  }
  await expect(definitionEditor.button("Related Options")).toBeVisible();
  await screenshot(page, testInfo, "definition");

  const types = new ComponentTypesBlade(workspace);
  await types.openFromSidebar();
  await expect(types.button("Add")).toHaveCount(0);
  await expect(types.button("Export as batch")).toHaveCount(0);
  await types.openDetails(typeName);
  const typeEditor = new ComponentTypeEditor(workspace);
  await expect(typeEditor.sequences).toHaveCount(2);
  await expect(typeEditor.definitions).toHaveText([definition.name]);
  await expect(typeEditor.root.getByRole("button", { name: "Drag to reorder" })).toHaveCount(0);
  for (const button of ["Archive", "Save", "Save & Close", "Pick definitions", "Add sequence"] as const) {
    await expect(typeEditor.button(button)).toHaveCount(0);
  }
  await screenshot(page, testInfo, "type");
});
