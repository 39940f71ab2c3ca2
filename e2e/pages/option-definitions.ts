import type { Locator, Page } from "@playwright/test";
import { CatalogueListBlade } from "./catalogue-list-blade";
import type { Workspace } from "./workspace";

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
    super(workspace, { id: bladeId }, "option-definitions-blade");
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
