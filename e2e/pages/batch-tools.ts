import { expect, type Locator, type Page } from "@playwright/test";
import { BATCH_TEXTS } from "../../apps/web/src/blades/data/batch/batch-texts";
import type { Workspace } from "./workspace";

/** The Batch Tools blade: the activation tool and the prompt tool (for administrators only). */
export class BatchToolsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly body: Locator;
  readonly adminsOnly: Locator;
  readonly activation: Locator;
  readonly prompt: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="BatchTools"]');
    this.body = this.root.getByTestId("batch-tools-blade");
    this.adminsOnly = this.root.getByTestId("batch-tools-admins-only");
    this.activation = this.body.getByTestId("batch-activation-tool");
    this.prompt = this.body.getByTestId("batch-prompt-tool");
  }

  async open(): Promise<void> {
    await this.workspace.openFromSidebar("Data and Integrations", "Batch Tools");
    await expect(this.body).toBeVisible();
  }

  /** A tool's button by its label. */
  button(tool: Locator, name: string): Locator {
    return tool.getByRole("button", { name, exact: true });
  }

  /** The commands a tool's preview shows, as sentences, and their counts. */
  commands(tool: Locator): Locator {
    return tool.getByTestId("batch-edit-command");
  }

  /** Chooses an option of a segmented control by its label. */
  async segment(tool: Locator, label: string): Promise<void> {
    await tool.getByText(label, { exact: true }).click();
  }

  /** Chooses a batch file in a tool's file input. */
  async chooseFile(tool: Locator, path: string): Promise<void> {
    await tool.locator('input[type="file"]').setInputFiles(path);
    await expect(tool.getByTestId("batch-file-counts")).toBeVisible();
  }

  /** Chooses the activation tool's site by its label. */
  async chooseSite(label: string): Promise<void> {
    await this.activation.getByRole("combobox", { name: BATCH_TEXTS.site, exact: true }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }
}
