import { expect, type Locator } from "@playwright/test";
import { HISTORY_TEXTS } from "../../apps/web/src/ui/history/history-texts";

/** The History section of an editor (product, version, option, placement), inside the editor's blade. */
export class HistorySection {
  readonly root: Locator;
  readonly entries: Locator;
  readonly empty: Locator;

  constructor(blade: Locator) {
    this.root = blade.getByRole("region", { name: HISTORY_TEXTS.title, exact: true });
    this.entries = this.root.getByTestId("history-entry");
    this.empty = this.root.getByTestId("history-empty");
  }

  get heading(): Locator {
    return this.root.locator("[data-outline]");
  }

  toggle(): Locator {
    return this.root.getByRole("button", { name: new RegExp(`^(${HISTORY_TEXTS.show}|${HISTORY_TEXTS.hide})$`) });
  }

  /** Opens the section (closed at first) and waits for its first page. */
  async open(): Promise<void> {
    await this.root.scrollIntoViewIfNeeded();
    const toggle = this.toggle();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(this.entries.first().or(this.empty)).toBeVisible();
  }

  /** Brings the section's heading to the top of the blade's scrolling body, just under the sticky actions. */
  async scrollToTop(): Promise<void> {
    await this.heading.evaluate((heading) => {
      let body = heading.parentElement;
      while (body && getComputedStyle(body).overflowY !== "auto") body = body.parentElement;
      if (!body) return;
      const bar = body.querySelector('[role="toolbar"]')?.getBoundingClientRect().height ?? 0;
      const offset = heading.getBoundingClientRect().top - body.getBoundingClientRect().top;
      body.scrollTop += offset - bar - 8;
    });
  }

  /** One entry by its place, newest first. */
  entry(index: number): HistoryEntry {
    return new HistoryEntry(this.entries.nth(index));
  }
}

/** One entry of a History or of the Activity: who, what, when, and its changes. */
export class HistoryEntry {
  readonly actor: Locator;
  readonly action: Locator;
  readonly when: Locator;

  constructor(readonly root: Locator) {
    this.actor = root.getByTestId("history-actor");
    this.action = root.getByTestId("history-action");
    this.when = root.getByTestId("history-when");
  }

  /** The row of one changed field, by its label as the editor shows it. */
  change(label: string): Locator {
    return this.root
      .getByTestId("history-change")
      .filter({ has: this.root.page().getByRole("cell", { name: label, exact: true }) });
  }

  async expectChange(label: string, before: string, after: string): Promise<void> {
    const row = this.change(label);
    await expect(row.getByTestId("history-before")).toHaveText(before);
    await expect(row.getByTestId("history-after")).toHaveText(after);
  }
}
