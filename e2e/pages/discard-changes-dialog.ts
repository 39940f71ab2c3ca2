import { expect, type Locator, type Page } from "@playwright/test";
import { DISCARD_CHANGES_TEXTS } from "../../apps/web/src/app/workspace/discard-changes-texts";

/** The question asked before a blade's unsaved edits are discarded: Stay or Discard changes. */
export class DiscardChangesDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole("dialog", { name: DISCARD_CHANGES_TEXTS.title, exact: true });
  }

  async expectAsked(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.root).toContainText(DISCARD_CHANGES_TEXTS.body);
  }

  async expectGone(): Promise<void> {
    await expect(this.root).toHaveCount(0);
  }

  async stay(): Promise<void> {
    await this.root.getByRole("button", { name: DISCARD_CHANGES_TEXTS.stay, exact: true }).click();
    await this.expectGone();
  }

  async discard(): Promise<void> {
    await this.root.getByRole("button", { name: DISCARD_CHANGES_TEXTS.discard, exact: true }).click();
    await this.expectGone();
  }
}
