import type { Locator, Page } from "@playwright/test";
import { AuthForm } from "./auth-form";

/** /login: e-mail and password. */
export class LoginPage extends AuthForm {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page);
    this.email = this.field("E-mail");
    this.password = this.field("Password");
    this.submit = this.button("Sign in");
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
    await this.email.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
