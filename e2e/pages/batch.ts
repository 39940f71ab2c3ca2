import { fileURLToPath } from "node:url";
import type { DataImportItemKind } from "@atelier/domain/data/data-import.schema";
import { type Download, expect, type Locator, type Page } from "@playwright/test";
import { BATCH_TEXTS } from "../../apps/web/src/blades/data/batch/batch-texts";
import type { Workspace } from "./workspace";

/** The label a risky button shows until its second click (ui/confirm-button.tsx, a .tsx the specs do not compile). */
const CONFIRM_LABEL = "Confirm?";

/** A batch file of e2e/fixtures/batch/. */
export const batchFixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/batch/${name}`, import.meta.url));

/** The Batch Operations blade: the upload of JSON batch files, then one row per feed. */
export class BatchOperationsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly body: Locator;
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="BatchOperations"]');
    this.body = this.root.getByTestId("batch-operations-blade");
    this.rows = this.body.getByRole("list", { name: BATCH_TEXTS.feeds }).getByTestId("data-import-row");
    this.empty = this.body.getByTestId("data-imports-empty");
  }

  /** Opens the blade from the sidebar's Data and Integrations group, once its feeds are read. */
  async open(): Promise<void> {
    await this.workspace.openFromSidebar("Data and Integrations", "Batch Operations");
    await expect(this.rows.first().or(this.empty)).toBeVisible();
  }

  /** Chooses a batch file in the drop area and waits until its upload is done or refused. */
  async upload(path: string): Promise<void> {
    const name = path.split("/").at(-1) ?? path;
    await this.body.getByTestId("file-dropzone").locator('input[type="file"]').setInputFiles(path);
    await expect(this.uploadRow(name).last()).toHaveAttribute("data-status", /^(done|failed)$/, { timeout: 30_000 });
  }

  /** 'Export catalogue as batch': the download it starts. */
  async exportCatalogue(): Promise<Download> {
    const downloading = this.page.waitForEvent("download");
    await this.body.getByRole("button", { name: BATCH_TEXTS.exportCatalogue, exact: true }).click();
    return downloading;
  }

  uploadRow(name: string): Locator {
    return this.body.getByTestId("upload-row").filter({ hasText: name });
  }

  /** The newest feed of that name. */
  row(name: string): Locator {
    return this.rows
      .filter({ has: this.page.getByTestId("data-import-name").getByText(name, { exact: true }) })
      .first();
  }
}

/** The EditDataImport blade (Data Import): one feed's status, stage, summary, difference and log. */
export class DataImportBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly body: Locator;
  readonly status: Locator;
  readonly stage: Locator;
  readonly items: Locator;
  readonly log: Locator;
  readonly error: Locator;

  constructor(workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditDataImport"]').last();
    this.body = this.root.getByTestId("data-import-details");
    this.status = this.body.getByTestId("data-import-status");
    this.stage = this.body.getByTestId("data-import-stage");
    this.items = this.body.getByRole("list", { name: BATCH_TEXTS.items }).getByTestId("data-import-item");
    this.log = this.body.getByTestId("job-log");
    this.error = this.body.getByTestId("error-callout");
  }

  /** Waits until the feed's job has ended with this status and the feed is at this stage. */
  async expectState(status: string, stage: string, timeout = 60_000): Promise<void> {
    await expect(this.status).toHaveAttribute("data-status", status, { timeout });
    await expect(this.stage).toHaveAttribute("data-stage", stage, { timeout });
  }

  /** The count badge of a kind and outcome ('Changed 2'). */
  count(kind: DataImportItemKind, outcome: string): Locator {
    return this.body.locator(`[data-testid="data-import-count"][data-kind="${kind}"][data-outcome="${outcome}"]`);
  }

  item(code: string): Locator {
    return this.items.filter({ has: this.page.getByTestId("data-import-item-code").getByText(code, { exact: true }) });
  }

  /** The before and after of one changed field of an item. */
  change(code: string, field: string): { before: Locator; after: Locator } {
    const row = this.item(code).locator(`[data-testid="history-change"][data-field="${field}"]`);
    return { before: row.getByTestId("history-before"), after: row.getByTestId("history-after") };
  }

  refusal(code: string): Locator {
    return this.item(code).getByTestId("data-import-refusal");
  }

  /** Filters the difference by an outcome's label ('Changed', 'Refused' ...). */
  async filterOutcome(label: string): Promise<void> {
    await this.body.getByRole("combobox", { name: BATCH_TEXTS.outcomeFilter, exact: true }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  button(name: string): Locator {
    return this.body.getByRole("button", { name, exact: true });
  }

  /** Clicks a risky action, then 'Confirm?'. */
  async confirm(name: string): Promise<void> {
    await this.button(name).click();
    await this.body.getByRole("button", { name: CONFIRM_LABEL, exact: true }).click();
  }
}
