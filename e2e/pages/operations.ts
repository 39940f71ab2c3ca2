import { expect, type Locator, type Page } from "@playwright/test";
import { JOB_TEXTS } from "../../apps/web/src/blades/jobs/common/job-texts";
import type { Workspace } from "./workspace";

/** The Operations blade (the sidebar's 'Operation Logs'): the company's jobs, refreshed every 5 seconds. */
export class OperationsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly rows: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="Operations"]');
    this.rows = this.root.getByTestId("job-row");
  }

  /** Opens it from the sidebar's 'Data and Integrations' group and waits for its jobs or its empty state. */
  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Data and Integrations", "Operation Logs");
    await expect(this.root.getByTestId("operations-blade")).toBeVisible();
    await expect(this.rows.first().or(this.root.getByTestId("operations-message"))).toBeVisible();
  }

  /** The rows of jobs with this description. */
  row(description: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("job-description").getByText(description, { exact: true }) });
  }

  /** Chooses a status filter by the word it shows (Waiting, Failed, DoneSuccess ...). */
  async filterByStatus(word: string): Promise<void> {
    await this.root.getByRole("combobox", { name: JOB_TEXTS.statusFilter, exact: true }).click();
    await this.page.getByRole("option", { name: word, exact: true }).click();
  }

  /** Opens a job's log from its row. */
  async openLog(row: Locator): Promise<JobLogBlade> {
    await row.getByRole("button").first().click();
    const log = new JobLogBlade(this.workspace);
    await expect(log.body).toBeVisible();
    return log;
  }
}

/** The Job log blade: a job's details, Cancel while it runs, and its log coloured by level. */
export class JobLogBlade {
  readonly root: Locator;
  readonly body: Locator;
  readonly status: Locator;
  readonly message: Locator;
  readonly lines: Locator;
  readonly cancelButton: Locator;

  constructor(workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="Log"]');
    this.body = this.root.getByTestId("log-blade");
    this.status = this.body.getByTestId("job-status");
    this.message = this.body.getByTestId("job-message");
    this.lines = this.body.getByTestId("job-log-line");
    this.cancelButton = this.body.getByRole("button", { name: JOB_TEXTS.cancel, exact: true });
  }

  /** The log lines of a level (info, warn, error). */
  linesOf(level: "info" | "warn" | "error"): Locator {
    return this.lines.and(this.root.locator(`[data-level="${level}"]`));
  }
}
