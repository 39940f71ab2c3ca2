import { expect, type Locator, type Page } from "@playwright/test";
import type { Workspace } from "./workspace";

type PasswordField = "Current password" | "New password" | "Verify password";

/** The 'Copy To' dialog: direction, notes, the phrase to type back, then the copy job's progress. */
export class CopyToDialog {
  readonly root: Locator;
  readonly notes: Locator;
  readonly phrase: Locator;
  readonly phraseInput: Locator;
  readonly continueButton: Locator;
  readonly errorCallout: Locator;
  readonly progress: Locator;

  constructor(page: Page, targetTitle: string) {
    this.root = page.getByRole("dialog", { name: `Copy To ${targetTitle}`, exact: true });
    this.notes = this.root.getByRole("textbox", { name: "Notes", exact: true });
    this.phrase = this.root.getByTestId("copy-phrase");
    this.phraseInput = this.root.getByRole("textbox", { name: "Type the phrase to confirm", exact: true });
    this.continueButton = this.root.getByRole("button", { name: "Continue", exact: true });
    this.errorCallout = this.root.getByTestId("error-callout");
    this.progress = this.root.getByTestId("copy-progress");
  }

  /** The random phrase the dialog shows. */
  async shownPhrase(): Promise<string> {
    return (await this.phrase.textContent()) ?? "";
  }

  async close(): Promise<void> {
    await this.root.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(this.root).toBeHidden();
  }
}

/** The Account blade, opened from the navigation bar: workspaces, profile, password and the other sections. */
export class AccountPanel {
  readonly page: Page;
  readonly root: Locator;
  readonly body: Locator;
  readonly workspaces: Locator;
  readonly profile: Locator;
  readonly password: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="Account"]');
    this.body = this.root.getByTestId("account-blade");
    this.workspaces = this.section("Workspaces");
    this.profile = this.section("Profile");
    this.password = this.section("Password");
  }

  async open(): Promise<void> {
    await this.workspace.navButton("Account").click();
    await expect(this.body).toBeVisible();
  }

  /** A section of the blade, by its heading. */
  section(title: string): Locator {
    return this.body.getByRole("region", { name: title, exact: true });
  }

  /** The row of one of the user's workspaces, by its title. */
  workspaceRow(title: string): Locator {
    return this.workspaces.getByRole("listitem", { name: title, exact: true });
  }

  /** The row marked as the current workspace. */
  get currentRow(): Locator {
    return this.workspaces.locator('[aria-current="true"]');
  }

  rowButton(title: string, name: "Switch" | "Confirm?" | "Copy To"): Locator {
    return this.workspaceRow(title).getByRole("button", { name, exact: true });
  }

  /** Switch, then its 'Confirm?': the page reloads into that workspace. */
  async switchTo(title: string): Promise<void> {
    await this.rowButton(title, "Switch").click();
    await this.rowButton(title, "Confirm?").click();
  }

  async openCopyTo(title: string): Promise<CopyToDialog> {
    await this.rowButton(title, "Copy To").click();
    const dialog = new CopyToDialog(this.page, title);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  get fullName(): Locator {
    return this.profile.getByRole("textbox", { name: "Full name" });
  }

  async saveProfile(fullName: string): Promise<void> {
    await this.fullName.fill(fullName);
    await this.profile.getByRole("button", { name: "Save", exact: true }).click();
  }

  passwordField(label: PasswordField): Locator {
    return this.password.getByRole("textbox", { name: label, exact: true });
  }

  async changePassword(current: string, next: string, verify = next): Promise<void> {
    await this.passwordField("Current password").fill(current);
    await this.passwordField("New password").fill(next);
    await this.passwordField("Verify password").fill(verify);
    await this.password.getByRole("button", { name: "Save", exact: true }).click();
  }

  /** A section's note or message, by its exact text. */
  text(section: Locator, text: string): Locator {
    return section.getByText(text, { exact: true });
  }

  /** Scrolls the blade's body so the given section is in view (e.g. the last one, for a screenshot). */
  async scrollTo(section: Locator): Promise<void> {
    await section.evaluate((element) => element.scrollIntoView({ block: "end" }));
  }
}
