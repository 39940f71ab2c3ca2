import { MESSAGES } from "@atelier/domain/messages";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Workspace } from "./workspace";

/**
 * A catalogue list blade (option definitions, component types), as a list (the singleton) or as a
 * picker stacked on the blade that asked ('{kind}.pick').
 */
export class CatalogueListBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly rows: Locator;
  /** The empty state (or the note that the tag scope leaves every item out). */
  readonly empty: Locator;

  constructor(
    readonly workspace: Workspace,
    readonly bladeId: string,
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-id="${bladeId}"]`);
    this.rows = this.root.getByTestId("item-row");
    this.empty = this.root.getByTestId("item-message");
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.root.getByText(MESSAGES.loading, { exact: true })).toHaveCount(0);
  }

  button(name: "Add" | "Refresh" | "Export as batch" | "Done"): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  get scopeToggle(): Locator {
    return this.root.getByRole("button", { name: "Tag scope", exact: true });
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("item-row-name").getByText(name, { exact: true }) });
  }

  /** Clicks the row itself: opens the details in a list, picks (or toggles) in a picker. */
  async choose(name: string): Promise<void> {
    await this.row(name).getByTestId("item-row-name").click();
  }

  async openDetails(name: string): Promise<void> {
    await this.row(name).getByRole("button", { name: "Details", exact: true }).click();
  }
}

type EditorButton =
  | "Archive"
  | "Confirm?"
  | "Save & Close"
  | "Save"
  | "Related Options"
  | "Create an Option"
  | "Pick definitions"
  | "Add sequence";

/** An editor blade of the catalogue (EditComponentOptionDefinition, EditComponentType). */
export class CatalogueEditor {
  readonly page: Page;
  readonly root: Locator;
  readonly name: Locator;
  readonly description: Locator;

  constructor(
    readonly workspace: Workspace,
    kind: "EditComponentOptionDefinition" | "EditComponentType",
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.name = this.root.getByRole("textbox", { name: "Name", exact: true });
    this.description = this.root.getByRole("textbox", { name: "Description", exact: true });
  }

  button(name: EditorButton): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  get tags(): Locator {
    return this.root.getByRole("combobox", { name: "Tags", exact: true });
  }

  async addTag(tag: string): Promise<void> {
    await this.tags.fill(tag);
    await this.tags.press("Enter");
  }
}

/** The ComponentOptionDefinitions blade. */
export class OptionDefinitionsBlade extends CatalogueListBlade {
  constructor(workspace: Workspace, bladeId: "ComponentOptionDefinitions" | "ComponentOptionDefinitions.pick") {
    super(workspace, bladeId);
  }

  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Metadata", "Component Option Definitions");
    await this.expectLoaded();
  }

  async openRelated(name: string): Promise<void> {
    await this.row(name).getByRole("button", { name: "Related options", exact: true }).click();
  }
}

/** The EditComponentOptionDefinition blade. */
export class OptionDefinitionEditor extends CatalogueEditor {
  constructor(workspace: Workspace) {
    super(workspace, "EditComponentOptionDefinition");
  }

  async chooseInventoryType(type: "None" | "External" | "Option"): Promise<void> {
    await this.root.getByText(type, { exact: true }).click();
  }
}
