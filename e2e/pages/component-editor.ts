import type { Locator, Page } from "@playwright/test";
import type { Workspace } from "./workspace";

/** What the image and the 3D component editors share: the title, 'Unavailable', Save and the toggle chips. */
export class ComponentEditorBase<Toggle extends string> {
  readonly page: Page;
  readonly root: Locator;
  readonly title: Locator;
  readonly unavailable: Locator;
  readonly save: Locator;

  constructor(
    readonly workspace: Workspace,
    kind: "EditComponent" | "EditThreeComponent",
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.title = this.root.getByTestId("blade-title");
    this.unavailable = this.root.getByRole("checkbox", { name: "Unavailable" });
    this.save = this.root.getByRole("button", { name: "Save", exact: true });
  }

  toggle(name: Toggle): Locator {
    return this.root.getByRole("checkbox", { name, exact: true });
  }

  /** Clicks a toggle's chip (its check box is hidden behind the label). */
  async clickToggle(name: Toggle): Promise<void> {
    await this.root
      .locator("label")
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  }
}
