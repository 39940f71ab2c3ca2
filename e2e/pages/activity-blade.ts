import { expect, type Locator, type Page } from "@playwright/test";
import { ACTIVITY_TEXTS } from "../../apps/web/src/blades/audit/activity/activity-texts";
import { HistoryEntry } from "./history-section";
import type { Workspace } from "./workspace";

/** The Activity blade: the company's recorded writes, filtered, each opening its resource. */
export class ActivityBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly entries: Locator;
  readonly empty: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="Activity"]');
    this.entries = this.root.getByTestId("history-entry");
    this.empty = this.root.getByTestId("history-empty");
  }

  /** Opens it from the sidebar's 'Data and Integrations' group and waits for its first page. */
  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Data and Integrations", "Activity");
    await expect(this.root.getByTestId("activity-blade")).toBeVisible();
    await expect(this.entries.first().or(this.empty)).toBeVisible();
  }

  /** Chooses a resource type by the words the filter shows. */
  async filterByType(label: string): Promise<void> {
    await this.root.getByRole("combobox", { name: ACTIVITY_TEXTS.resourceType, exact: true }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  /** Chooses a person by name. */
  async filterByPerson(name: string): Promise<void> {
    await this.root.getByRole("combobox", { name: ACTIVITY_TEXTS.person, exact: true }).click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** The entries that wrote a resource of this label. */
  entriesOf(resourceLabel: string): Locator {
    return this.entries.filter({
      has: this.page.getByTestId("activity-resource").getByText(resourceLabel, { exact: true }),
    });
  }

  entry(root: Locator): HistoryEntry {
    return new HistoryEntry(root);
  }

  /** Opens the resource of an entry (its label is a link to the resource's editor). */
  async openResource(entry: Locator): Promise<void> {
    await entry.getByTestId("activity-resource").click();
  }
}
