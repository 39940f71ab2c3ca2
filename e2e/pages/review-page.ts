import type { Locator, Page } from "@playwright/test";
import { REVIEW_TEXTS } from "../../apps/web/src/pages/review/review-texts";

/** The review page's address for an order: `/order.html?recipe=…&code=…`. */
export function reviewPath(recipeId: string, code: string): string {
  return `/order.html?${new URLSearchParams({ recipe: recipeId, code }).toString()}`;
}

/** The customer review page (/order.html), read through roles, labels and test ids. */
export class ReviewPage {
  readonly status: Locator;
  readonly statusLine: Locator;
  readonly message: Locator;
  readonly views: Locator;
  readonly proofs: Locator;
  readonly files: Locator;
  readonly comments: Locator;
  readonly changes: Locator;
  readonly changeLines: Locator;
  readonly comment: Locator;
  readonly about: Locator;
  readonly approveButton: Locator;
  readonly reviseButton: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId("review-status");
    this.statusLine = page.getByTestId("review-status-line");
    this.message = page.getByTestId("review-message");
    this.views = page.getByTestId("review-view");
    this.proofs = page.getByTestId("review-file").and(page.locator('[data-type="proof"]'));
    this.files = page.getByTestId("review-file").and(page.locator('[data-type="public"]'));
    this.comments = page.getByTestId("review-comment");
    this.changes = page.getByTestId("review-changes");
    this.changeLines = page.getByTestId("review-change");
    this.comment = page.getByRole("textbox", { name: REVIEW_TEXTS.comment });
    this.about = page.getByRole("combobox", { name: REVIEW_TEXTS.about });
    this.approveButton = page.getByRole("button", { name: REVIEW_TEXTS.approve, exact: true });
    this.reviseButton = page.getByRole("button", { name: REVIEW_TEXTS.revise, exact: true });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Asks for a revision with a comment, pinned to a view or placement by its name when given. */
  async askForRevision(comment: string, about?: string): Promise<void> {
    await this.comment.fill(comment);
    if (about !== undefined) await this.about.selectOption({ label: about });
    await this.reviseButton.click();
  }

  /** Approve, then 'Confirm?'. */
  async approve(): Promise<void> {
    await this.approveButton.click();
    await this.page.getByRole("button", { name: "Confirm?" }).click();
  }
}
