import { expect, type Locator, type Page } from "@playwright/test";
import { SETTINGS_TEXTS } from "../../apps/web/src/blades/settings/common/settings-texts";
import { EditorFrame } from "./editor-frame";
import type { Workspace } from "./workspace";

/** The Settings panel (EditSettings), opened from the sidebar's 'Settings'. */
export class SettingsPanel {
  readonly root: Locator;

  constructor(readonly workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditSettings"]');
  }

  async open(): Promise<void> {
    await this.workspace.sidebarItem("Settings").click();
    await expect(this.root.getByTestId("settings-panel")).toBeVisible();
  }

  /** A link of the panel, by its label ('Recipe and Blueprint Settings', 'Global Custom Settings', 'Applets'). */
  link(label: string): Locator {
    return this.root.getByRole("button", { name: new RegExp(`^${label}`) });
  }

  cachingBox(): Locator {
    return this.root.getByTestId("caching-box");
  }

  /** A flush of the Caching box, by its label; the first click turns it into 'Confirm?'. */
  cachingAction(label: string): Locator {
    return this.cachingBox().getByRole("button", { name: label });
  }

  /** Runs a flush: its button, then 'Confirm?'. */
  async flush(label: string): Promise<void> {
    await this.cachingAction(label).click();
    await this.cachingBox().getByRole("button", { name: "Confirm?", exact: true }).click();
  }
}

/** What the two settings forms share: the Save buttons, the callout, the read-only note and History. */
class SettingsForm {
  readonly page: Page;
  readonly root: Locator;
  readonly frame: EditorFrame;
  readonly toolbar: Locator;
  readonly form: Locator;

  constructor(workspace: Workspace, kind: "EditRecipeSettings" | "EditGlobalData", testId: string) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.frame = new EditorFrame(this.page, this.root);
    this.toolbar = this.root.getByRole("toolbar", { name: SETTINGS_TEXTS.settingsActions });
    this.form = this.root.getByTestId(testId);
  }

  button(name: "Save" | "Save & Close"): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  async save(): Promise<void> {
    await this.button("Save").click();
    await expect(this.frame.savedToast()).toBeVisible();
  }

  history(): Locator {
    return this.root.getByTestId("history-section");
  }
}

/** Recipe Settings (EditRecipeSettings). */
export class RecipeSettingsEditor extends SettingsForm {
  constructor(workspace: Workspace) {
    super(workspace, "EditRecipeSettings", "recipe-settings-editor");
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  password(): Locator {
    return this.root.getByLabel(SETTINGS_TEXTS.sftpPassword, { exact: true });
  }

  excludedAttributes(): Locator {
    return this.root.getByRole("combobox", { name: SETTINGS_TEXTS.excludedAttributes });
  }

  /** Types excluded attributes, each confirmed with Enter. */
  async exclude(...names: string[]): Promise<void> {
    for (const name of names) {
      await this.excludedAttributes().fill(name);
      await this.excludedAttributes().press("Enter");
    }
  }

  /** The tags of the excluded attributes, in order. */
  excludedPills(): Locator {
    return this.root.locator(".mantine-Pill-label");
  }
}

/** Global Settings (EditGlobalData): the workspace's custom attributes. */
export class GlobalSettingsEditor extends SettingsForm {
  constructor(workspace: Workspace) {
    super(workspace, "EditGlobalData", "global-data-editor");
  }

  /** Adds an attribute with its name and text value. */
  async addAttribute(name: string, value: string): Promise<void> {
    await this.root.getByRole("button", { name: "Add attribute", exact: true }).click();
    await this.attributeNames().last().fill(name);
    await this.root.getByRole("textbox", { name: "Attribute value" }).last().fill(value);
  }

  attributeNames(): Locator {
    return this.root.getByRole("textbox", { name: "Attribute name", exact: true });
  }
}
