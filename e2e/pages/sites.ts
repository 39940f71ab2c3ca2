import type { Locator, Page } from "@playwright/test";
import { CatalogueListBlade } from "./catalogue-list-blade";
import type { Workspace } from "./workspace";

type EditorButton = "Archive" | "Save & Close" | "Save" | "Confirm?";

/** An EditSite or EditDimension blade: its action bar, fields and error callout. */
export class ItemEditor {
  readonly page: Page;
  readonly root: Locator;
  readonly toolbar: Locator;
  readonly errorCallout: Locator;

  constructor(
    readonly workspace: Workspace,
    kind: "EditSite" | "EditDimension",
    toolbarLabel: "Site actions" | "Dimension actions",
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.toolbar = this.root.getByRole("toolbar", { name: toolbarLabel });
    this.errorCallout = this.root.getByTestId("error-callout");
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  button(name: EditorButton): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  /** Types free tags, each confirmed with Enter. */
  async addTags(...tags: string[]): Promise<void> {
    const input = this.root.getByRole("combobox", { name: "Tags" });
    for (const tag of tags) {
      await input.fill(tag);
      await input.press("Enter");
    }
  }

  /** Archive, then its 'Confirm?'. */
  async archive(): Promise<void> {
    await this.button("Archive").click();
    await this.button("Confirm?").click();
  }
}

/** The Sites blade, opened from the sidebar's Sites link. */
export class SitesBlade extends CatalogueListBlade {
  constructor(workspace: Workspace) {
    super(workspace, { kind: "Sites" }, "sites-blade");
  }

  async open(): Promise<void> {
    await this.workspace.sidebarItem("Sites").click();
    await this.expectLoaded();
  }
}

export class SiteEditor extends ItemEditor {
  constructor(workspace: Workspace) {
    super(workspace, "EditSite", "Site actions");
  }
}
