import { expect, type Locator, type Page } from "@playwright/test";
import { encodeItemId } from "../support/blade-address";
import type { Workspace } from "./workspace";

/** The editor's sections, by their headings. */
export type OptionEditorSection =
  | "Option"
  | "Order and quantity"
  | "Flags"
  | "Activity"
  | "Pricing"
  | "Dimensions"
  | "Joints"
  | "Assets"
  | "Variables"
  | "Products"
  | "Custom attributes"
  | "Notes";

type ToolbarButton = "Archive" | "Confirm?" | "Save & Close" | "Save" | "Copy" | "Export as batch" | "Preview" | "More";

/** The EditComponentOption blade: a new option, a copy (modeVariant copy) or a stored option. */
export class ComponentOptionEditor {
  readonly page: Page;
  readonly root: Locator;
  readonly form: Locator;
  readonly title: Locator;
  readonly toolbar: Locator;
  readonly errorCallout: Locator;
  readonly basedOn: Locator;
  readonly notesCounter: Locator;

  /** The editor of one blade, by its id ('EditComponentOption.new', 'EditComponentOption.{optionId}' ...). */
  constructor(
    readonly workspace: Workspace,
    readonly bladeId: string,
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-id="${bladeId}"]`);
    this.form = this.root.getByTestId("option-editor");
    this.title = this.root.getByTestId("option-editor-title");
    this.toolbar = this.root.getByRole("toolbar", { name: "Component option actions" });
    this.errorCallout = this.root.getByTestId("error-callout");
    this.basedOn = this.root.getByRole("combobox", { name: "Based on", exact: true });
    this.notesCounter = this.root.getByTestId("notes-counter");
  }

  /** The editor of a stored option. */
  static of(workspace: Workspace, optionId: string): ComponentOptionEditor {
    return new ComponentOptionEditor(workspace, `EditComponentOption.${optionId}`);
  }

  /** The copy of an option, opened by its Copy. */
  static copyOf(workspace: Workspace, optionId: string): ComponentOptionEditor {
    return new ComponentOptionEditor(workspace, `EditComponentOption.copy~${optionId}`);
  }

  /** Opens an editor straight from the address: `new`, `new` with an item id, or `edit` with the option's id. */
  static async goto(workspace: Workspace, mode: "new" | "edit", itemId?: string): Promise<ComponentOptionEditor> {
    const item = itemId === undefined ? "" : `.${encodeItemId(itemId)}`;
    await workspace.page.goto(`/?b=EditComponentOption.${mode}${item}`);
    const editor = new ComponentOptionEditor(workspace, `EditComponentOption.${itemId ?? mode}`);
    await expect(editor.form).toBeVisible();
    return editor;
  }

  button(name: ToolbarButton): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  section(title: OptionEditorSection): Locator {
    return this.root.getByRole("region", { name: title, exact: true });
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  checkbox(label: string): Locator {
    return this.root.getByRole("checkbox", { name: label, exact: true });
  }

  /** A select's listbox option, once the select is open (Mantine renders it in a portal). */
  choice(name: string): Locator {
    return this.page.getByRole("option", { name, exact: true });
  }

  /** Opens a select (by its accessible name) and picks a choice. */
  async select(label: string, choice: string, within: Locator = this.root): Promise<void> {
    await within.getByRole("combobox", { name: label, exact: true }).click();
    await this.choice(choice).click();
  }

  /** Types free tags into a tags input, each confirmed with Enter. */
  async addTags(label: string, ...tags: string[]): Promise<void> {
    const input = this.root.getByRole("combobox", { name: label, exact: true });
    for (const tag of tags) {
      await input.fill(tag);
      await input.press("Enter");
    }
  }

  /** A custom attribute's name inputs, in order. */
  get attributeNames(): Locator {
    return this.section("Custom attributes").getByRole("textbox", { name: "Attribute name", exact: true });
  }
}
