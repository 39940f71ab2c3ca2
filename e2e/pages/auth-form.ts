import type { Locator, Page } from "@playwright/test";

/** What every sign-in and account page shares: the error callout, field messages, the links. */
export class AuthForm {
  readonly page: Page;
  /** The callout that shows a failed call's first message. */
  readonly errorCallout: Locator;

  constructor(page: Page) {
    this.page = page;
    this.errorCallout = page.getByTestId("error-callout");
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  link(name: string): Locator {
    return this.page.getByRole("link", { name, exact: true });
  }

  /** A validation message shown under a field. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
