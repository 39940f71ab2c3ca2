import { PROMPT_REPORT_FAILURE } from "@atelier/domain/analytics/prompt-query.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { expect, type Locator, type Page } from "@playwright/test";
import { PROMPT_TEXTS } from "../../apps/web/src/blades/analytics/common/prompt-texts";
import type { Workspace } from "./workspace";

/** The prompt area of an analytics dashboard: the question, Query, and the inspiration phrases. */
export class PromptArea {
  readonly question: Locator;
  readonly query: Locator;
  readonly inspirations: Locator;
  private readonly inspirationGroup: Locator;

  constructor(readonly root: Locator) {
    this.question = root.getByRole("textbox", { name: PROMPT_TEXTS.prompt, exact: true });
    this.query = root.getByRole("button", { name: PROMPT_TEXTS.query, exact: true });
    this.inspirationGroup = root.getByRole("group", { name: PROMPT_TEXTS.inspirations, exact: true });
    this.inspirations = this.inspirationGroup.getByRole("button");
  }

  /** Types a question and clicks Query. */
  async ask(question: string): Promise<void> {
    await this.question.fill(question);
    await this.query.click();
  }

  /** Clicks an inspiration phrase, which fills the question and asks it. */
  async inspire(phrase: string): Promise<void> {
    await this.inspirationGroup.getByRole("button", { name: phrase, exact: true }).click();
  }
}

/** The Prompt Report blade: the question, clarifications, 'Loading...', then the result grid or the failure. */
export class PromptReportBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly question: Locator;
  readonly clarification: Locator;
  readonly add: Locator;
  readonly chips: Locator;
  readonly loading: Locator;
  readonly result: Locator;
  readonly grid: Locator;
  readonly gridRows: Locator;
  readonly count: Locator;
  readonly explained: Locator;
  readonly period: Locator;
  readonly failure: Locator;
  readonly errorMessage: Locator;
  readonly csv: Locator;
  readonly pages: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind("AnalyticsPromptReport").last();
    this.question = this.root.getByTestId("prompt-report-question");
    this.clarification = this.root.getByRole("textbox", { name: PROMPT_TEXTS.clarification, exact: true });
    this.add = this.root.getByRole("button", { name: PROMPT_TEXTS.add, exact: true });
    this.chips = this.root.getByTestId("prompt-report-clarification");
    this.loading = this.root.getByText(MESSAGES.loading, { exact: true });
    this.result = this.root.getByTestId("prompt-report-result");
    this.grid = this.root.getByTestId("prompt-report-grid");
    this.gridRows = this.grid.locator("tbody tr");
    this.count = this.root.getByTestId("prompt-report-count");
    this.explained = this.root.getByTestId("prompt-report-explained");
    this.period = this.root.getByTestId("prompt-report-period");
    this.failure = this.root.getByTestId("prompt-report-failure");
    this.errorMessage = this.root.getByTestId("prompt-report-error-message");
    this.csv = this.root.getByRole("button", { name: PROMPT_TEXTS.downloadCsv, exact: true });
    this.pages = this.root.getByRole("navigation", { name: PROMPT_TEXTS.pages });
  }

  /** Waits for the answer: the result or the failure, with 'Loading...' gone. */
  async expectAnswered(): Promise<void> {
    await expect(this.result.or(this.failure)).toBeVisible({ timeout: 20_000 });
    await expect(this.loading).toHaveCount(0);
  }

  /** Waits for a result (not a failure). */
  async expectResult(): Promise<void> {
    await this.expectAnswered();
    await expect(this.failure).toHaveCount(0);
    await expect(this.result).toBeVisible();
  }

  /** Waits for the failure: the spec's text, then the server's errorMessage. */
  async expectFailure(): Promise<void> {
    await this.expectAnswered();
    await expect(this.failure).toContainText(PROMPT_REPORT_FAILURE);
  }

  /** Types a clarification and clicks Add. */
  async clarify(text: string): Promise<void> {
    await this.clarification.fill(text);
    await this.add.click();
  }

  /** The grid's column headings, '#' left out. */
  async headings(): Promise<string[]> {
    const texts = await this.grid.locator("thead th").allTextContents();
    return texts.slice(1);
  }

  /** Removes a clarification by its chip's button. */
  async removeClarification(text: string): Promise<void> {
    await this.root.getByRole("button", { name: PROMPT_TEXTS.removeClarification(text), exact: true }).click();
  }
}
