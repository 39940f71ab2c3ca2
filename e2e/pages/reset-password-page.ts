import type { Locator, Page } from "@playwright/test";
import { AuthForm } from "./auth-form";

/** /account/resetpassword?userId=..&code=..: sets a new password from the e-mailed link. */
export class ResetPasswordPage extends AuthForm {
  readonly password: Locator;
  readonly verify: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page);
    this.password = this.field("Create a new password");
    this.verify = this.field("Verify password");
    this.submit = this.page.getByRole("button", { name: /reset password|submit/i });
  }

  async reset(password: string): Promise<void> {
    await this.password.fill(password);
    await this.verify.fill(password);
    await this.submit.click();
  }
}
