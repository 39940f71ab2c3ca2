import type { Locator, Page } from "@playwright/test";
import { AuthForm } from "./auth-form";

/** /account/forgot: asks for a reset link by e-mail. */
export class ForgotPasswordPage extends AuthForm {
  readonly email: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page);
    this.email = this.field("E-mail");
    this.submit = this.button("Submit");
  }

  async goto(): Promise<void> {
    await this.page.goto("/account/forgot");
    await this.email.waitFor();
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}
