import { expect, type Locator, type Page } from "@playwright/test";
import { AccountPanel } from "./account-panel";
import type { Workspace } from "./workspace";

/** The Account blade's Organization section: the company's users, their role labels, Invite and the edit buttons. */
export class OrganizationSection {
  readonly panel: AccountPanel;
  readonly root: Locator;
  readonly rows: Locator;
  readonly inviteButton: Locator;
  /** Every row's edit button. */
  readonly editButtons: Locator;

  constructor(workspace: Workspace) {
    this.panel = new AccountPanel(workspace);
    this.root = this.panel.section("Organization");
    this.rows = this.root.getByTestId("account-row");
    this.inviteButton = this.root.getByRole("button", { name: "Invite", exact: true });
    this.editButtons = this.root.getByRole("button", { name: /^Edit / });
  }

  /** Opens the Account blade and waits for the users. */
  async open(): Promise<void> {
    await this.panel.open();
    await expect(this.rows.first()).toBeVisible();
  }

  /** A user's row, by e-mail. */
  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }

  /** The role labels of a user's row, in the order shown. */
  roles(email: string): Locator {
    return this.row(email).getByTestId("role-badge");
  }

  editButton(fullName: string): Locator {
    return this.root.getByRole("button", { name: `Edit ${fullName}`, exact: true });
  }
}

/** The Account blade's API Keys section (administrators only). */
export class ApiKeysSection {
  readonly root: Locator;
  readonly rows: Locator;
  readonly addButton: Locator;
  readonly empty: Locator;

  constructor(workspace: Workspace) {
    this.root = new AccountPanel(workspace).section("API Keys");
    this.rows = this.root.getByTestId("account-row");
    this.addButton = this.root.getByRole("button", { name: "Add", exact: true });
    this.empty = this.root.getByTestId("api-keys-empty");
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.root.page().getByText(name, { exact: true }) });
  }

  roles(name: string): Locator {
    return this.row(name).getByTestId("role-badge");
  }

  editButton(name: string): Locator {
    return this.root.getByRole("button", { name: `Edit ${name}`, exact: true });
  }
}

type EditorButton = "Save" | "Send" | "Remove" | "Revoke" | "Confirm?";

/** An EditAccountUser, EditAccountKey, EditStorefrontKey or EditAccountInvite blade: action bar, callout, fields. */
export class AccountEditor {
  readonly page: Page;
  readonly root: Locator;
  readonly toolbar: Locator;
  readonly errorCallout: Locator;
  readonly title: Locator;

  constructor(workspace: Workspace, kind: string, toolbarLabel: string) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.toolbar = this.root.getByRole("toolbar", { name: toolbarLabel });
    this.errorCallout = this.root.getByTestId("error-callout");
    this.title = this.root.getByRole("heading", { level: 2 });
  }

  button(name: EditorButton): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  /** A field's message, by its exact text. */
  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }

  /** Remove, then its 'Confirm?'. */
  async remove(): Promise<void> {
    await this.button("Remove").click();
    await this.button("Confirm?").click();
  }
}

/** The role checklist of the user and API key editors. */
class RoleChecklistEditor extends AccountEditor {
  role(name: string): Locator {
    return this.root.getByRole("checkbox", { name, exact: true });
  }

  /** The roles the checklist offers, in order. */
  async roleNames(): Promise<string[]> {
    return this.root.getByRole("checkbox").evaluateAll((boxes) => boxes.map((box) => box.getAttribute("value") ?? ""));
  }

  /** The labels of what Save will send, by the 'None' rule. */
  get savedAs(): Locator {
    return this.root.getByTestId("roles-saved-as").getByTestId("role-badge");
  }
}

export class UserEditor extends RoleChecklistEditor {
  constructor(workspace: Workspace) {
    super(workspace, "EditAccountUser", "User actions");
  }
}

export class ApiKeyEditor extends RoleChecklistEditor {
  constructor(workspace: Workspace) {
    super(workspace, "EditAccountKey", "API key actions");
  }
}

export class InviteEditor extends AccountEditor {
  /** The success state. */
  readonly sent: Locator;

  constructor(workspace: Workspace) {
    super(workspace, "EditAccountInvite", "Invite actions");
    this.sent = this.root.getByTestId("invite-sent");
  }

  role(name: string): Locator {
    return this.root.getByRole("radio", { name, exact: true });
  }

  /** The roles offered, in order. */
  async roleNames(): Promise<string[]> {
    return this.root
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => radio.getAttribute("value") ?? ""));
  }

  successButton(name: "Invite another" | "Close"): Locator {
    return this.sent.getByRole("button", { name, exact: true });
  }
}

/** The dialog that shows a new API key once; only Done closes it. */
export class ApiKeyShownOnce {
  readonly root: Locator;
  readonly key: Locator;
  readonly copyButton: Locator;
  readonly done: Locator;

  constructor(page: Page) {
    this.root = page.getByRole("dialog");
    this.key = this.root.getByTestId("api-key-value");
    this.copyButton = this.root.getByRole("button", { name: /^(Copy|Copied)$/ });
    this.done = this.root.getByRole("button", { name: "Done", exact: true });
  }
}
