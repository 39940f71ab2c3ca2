import { expect, type Locator, type Page } from "@playwright/test";
import { AccountPanel } from "./account-panel";
import { AccountEditor } from "./account-users";
import type { Workspace } from "./workspace";

/** The Account blade's Storefront Keys section: the keys with their hint, dates and origins, Add and the edit buttons. */
export class StorefrontKeysSection {
  readonly panel: AccountPanel;
  readonly root: Locator;
  readonly rows: Locator;
  readonly addButton: Locator;
  readonly empty: Locator;

  constructor(workspace: Workspace) {
    this.panel = new AccountPanel(workspace);
    this.root = this.panel.section("Storefront Keys");
    this.rows = this.root.getByTestId("account-row");
    this.addButton = this.root.getByRole("button", { name: "Add", exact: true });
    this.empty = this.root.getByTestId("storefront-keys-empty");
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.root.page().getByText(name, { exact: true }) });
  }

  /** The origin labels of a key's row. */
  origins(name: string): Locator {
    return this.row(name).getByTestId("storefront-key-origins-shown").locator(".mantine-Badge-root");
  }

  editButton(name: string): Locator {
    return this.root.getByRole("button", { name: `Edit ${name}`, exact: true });
  }
}

/** The EditStorefrontKey blade: name, the allowed origins (one input each), Save and Revoke. */
export class StorefrontKeyEditor extends AccountEditor {
  readonly origins: Locator;
  readonly addOrigin: Locator;

  constructor(workspace: Workspace) {
    super(workspace, "EditStorefrontKey", "Storefront key actions");
    this.origins = this.root.getByTestId("storefront-key-origin");
    this.addOrigin = this.root.getByRole("button", { name: "Add origin", exact: true });
  }

  /** The input of the origin at `index` (from 0). */
  origin(index: number): Locator {
    return this.root.getByRole("textbox", { name: `Origin ${index + 1}`, exact: true });
  }

  removeOrigin(index: number): Locator {
    return this.root.getByRole("button", { name: `Remove origin ${index + 1}`, exact: true });
  }

  /** Adds an origin input at the end and types `origin` in it. */
  async addOriginValue(origin: string): Promise<void> {
    const count = await this.origins.count();
    await this.addOrigin.click();
    await this.origin(count).fill(origin);
  }

  /** Revoke, then its 'Confirm?'. */
  async revoke(): Promise<void> {
    await this.button("Revoke").click();
    await this.button("Confirm?").click();
  }
}

/** The dialog that shows a new storefront key once; only Done closes it. */
export class StorefrontKeyShownOnce {
  readonly root: Locator;
  readonly key: Locator;
  readonly copyButton: Locator;
  readonly done: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("storefront-key-shown-once");
    this.key = this.root.getByTestId("storefront-key-value");
    this.copyButton = this.root.getByRole("button", { name: /^(Copy|Copied)$/ });
    this.done = this.root.getByRole("button", { name: "Done", exact: true });
  }

  /** The key shown, once the dialog is open. */
  async value(): Promise<string> {
    await expect(this.key).toBeVisible();
    return (await this.key.textContent()) ?? "";
  }
}
