import { expect, type Locator, type Page } from "@playwright/test";
import type { Workspace } from "./workspace";

export type BladeFitState = "full" | "narrowed" | "collapsed";

/** The blade stack's layout: the blades' titles, how each is fitted, their strips; the sidebar's fold. */
export class BladeStackLayout {
  readonly page: Page;
  readonly frames: Locator;
  readonly foldButton: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.frames = workspace.bladeStack.locator(":scope > [data-blade-id]");
    this.foldButton = workspace.header.getByTestId("sidebar-fold");
  }

  /** The titles of the open blades (their accessible names), left to right. */
  async titles(): Promise<string[]> {
    return this.frames.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  }

  async expectTitles(titles: string[]): Promise<void> {
    await expect.poll(() => this.titles()).toEqual(titles);
  }

  /** How each open blade is fitted (full, narrowed or collapsed), left to right. */
  async fits(): Promise<BladeFitState[]> {
    return this.frames.evaluateAll((elements) =>
      elements.map((element) => (element.getAttribute("data-fit") ?? "full") as BladeFitState),
    );
  }

  async foldSidebar(): Promise<void> {
    await this.page.getByRole("button", { name: "Collapse sidebar", exact: true }).click();
    await expect(this.workspace.sidebar).toBeHidden();
  }

  async unfoldSidebar(): Promise<void> {
    await this.page.getByRole("button", { name: "Expand sidebar", exact: true }).click();
    await expect(this.workspace.sidebar).toBeVisible();
  }
}
