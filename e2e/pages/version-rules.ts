import { expect, type Locator, type Page } from "@playwright/test";
import { encodeItemId } from "../support/blade-address";
import type { Workspace } from "./workspace";

export type RuleSetting =
  | "Don't apply rules from sibling products"
  | "Combine Only When rules that affect the same component";

export type RuleList = "Source" | "Target" | "Except";

/** The Rules blade of one version (EditVersionRules): its settings, Add-rule menu and rule cards. */
export class VersionRulesBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly heading: Locator;
  readonly cards: Locator;
  /** The callout of a refused save (invalid fields or the server's answer). */
  readonly alert: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind("EditVersionRules");
    this.heading = this.root.getByRole("heading", { level: 2 });
    this.cards = this.root.getByTestId("rule-card");
    this.alert = this.root.getByRole("alert").filter({ hasNot: this.root.getByTestId("rule-errors") });
  }

  /** Opens the workspace with only this blade, through its address. */
  async openByAddress(itemId: string): Promise<void> {
    await this.page.goto(`/?b=EditVersionRules.edit.${encodeItemId(itemId)}`);
    await this.expectLoaded();
  }

  /** Opens the version editor through its address, then this blade from the editor's Rules section. */
  async openThroughVersionEditor(itemId: string): Promise<void> {
    await this.page.goto(`/?b=EditVersion.edit.${encodeItemId(itemId)}`);
    await this.versionEditorRules.getByRole("button", { name: "Open Rules", exact: true }).click();
    await this.expectLoaded();
  }

  /** The Rules section of the version editor the blade was opened from. */
  get versionEditorRules(): Locator {
    return this.workspace.bladeStack.locator('[data-blade-kind="EditVersion"]').getByTestId("version-part-rules");
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  setting(label: RuleSetting): Locator {
    return this.root.getByRole("checkbox", { name: label, exact: true });
  }

  /** Opens the Add-rule menu and picks a type by its label. */
  async addRule(label: string): Promise<void> {
    await this.button("Add rule").click();
    await this.page.getByRole("menuitem", { name: label, exact: true }).click();
  }

  /** The labels the Add-rule menu offers, in order (the menu is closed again afterwards). */
  async menuLabels(): Promise<string[]> {
    await this.button("Add rule").click();
    const labels = await this.page.getByRole("menuitem").allTextContents();
    await this.page.keyboard.press("Escape");
    return labels;
  }

  /** The headings of the rule cards ('Rule 1: Coded', ...), in order. */
  async cardHeadings(): Promise<string[]> {
    return this.cards.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  }

  card(index: number): Locator {
    return this.cards.nth(index);
  }

  /** The muted line under a card's header saying what the rule means in one sentence. */
  meaning(card: Locator): Locator {
    return card.getByTestId("rule-meaning");
  }

  description(card: Locator): Locator {
    return card.getByRole("textbox", { name: "Description", exact: true });
  }

  /** A tag list of a list rule (Source, Target or Except). */
  list(card: Locator, name: RuleList): Locator {
    return card.getByRole("combobox", { name, exact: true });
  }

  /** Adds the values to a tag list, each with Enter. */
  async fillList(card: Locator, name: RuleList, values: readonly string[]): Promise<void> {
    const input = this.list(card, name);
    for (const value of values) {
      await input.fill(value);
      await input.press("Enter");
    }
  }

  /** The values a tag list holds, as its pills show them. */
  async listValues(card: Locator, name: RuleList): Promise<string[]> {
    const wrapper = card.getByTestId(`rule-list-${name.toLowerCase()}`);
    return wrapper.locator(".mantine-Pill-label").allTextContents();
  }

  /** The editable text of a coded rule's CodeMirror editor. */
  code(card: Locator): Locator {
    return card.locator(".cm-content");
  }

  /** The lint marks CodeMirror draws under the parser's errors. */
  lintMarks(card: Locator): Locator {
    return card.locator(".cm-lintRange-error");
  }

  /** The live list of syntax errors under a coded rule's editor. */
  errorList(card: Locator): Locator {
    return card.getByTestId("rule-errors");
  }

  /** Replaces a coded rule's text by typing, as a user would (select all, then type). */
  async typeCode(card: Locator, text: string): Promise<void> {
    await this.code(card).click();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.press("Delete");
    await this.page.keyboard.type(text);
  }

  /** The text of a coded rule's editor, line by line as CodeMirror shows it. */
  async codeText(card: Locator): Promise<string> {
    const lines = await this.code(card).locator(".cm-line").allTextContents();
    return lines.join("\n");
  }

  /** Clicks a card's Delete, then the 'Confirm?' it turns into. */
  async deleteRule(card: Locator): Promise<void> {
    await card.getByRole("button", { name: /^Delete / }).click();
    await card.getByRole("button", { name: "Confirm?", exact: true }).click();
  }

  /** Saves and waits for the server's answer; `confirm` clicks the 'Confirm?' Save turns into. */
  async save(options: { confirm?: boolean } = {}): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.request().method() === "PUT" && response.url().includes("/api/v1/product/"),
    );
    await this.button("Save").click();
    if (options.confirm) await this.button("Confirm?").click();
    expect((await saved).ok()).toBe(true);
    await expect(this.root.getByTestId("error-callout")).toHaveCount(0);
  }

  /** Scrolls the blade's body back to its heading (e.g. before a screenshot). */
  async scrollToTop(): Promise<void> {
    await this.heading.evaluate((element) => element.scrollIntoView({ block: "start" }));
  }
}
