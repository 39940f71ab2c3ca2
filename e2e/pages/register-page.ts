import type { Locator, Page } from "@playwright/test";
import { AuthForm } from "./auth-form";

export interface NewAccount {
  invitationCode: string;
  fullName: string;
  email: string;
  company: string;
  password: string;
  verify?: string;
}

/** /account/register: a new company with a platform invitation code. */
export class RegisterPage extends AuthForm {
  readonly invitationCode: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly company: Locator;
  readonly password: Locator;
  readonly verify: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page);
    this.invitationCode = this.field("Invitation code");
    this.fullName = this.field("Full name");
    this.email = this.field("E-mail address");
    this.company = this.field("Company name");
    this.password = this.field("Password");
    this.verify = this.field("Verify password");
    this.submit = this.button("Create Account");
  }

  async goto(): Promise<void> {
    await this.page.goto("/account/register");
    await this.invitationCode.waitFor();
  }

  async fill(account: NewAccount): Promise<void> {
    await this.invitationCode.fill(account.invitationCode);
    await this.fullName.fill(account.fullName);
    await this.email.fill(account.email);
    await this.company.fill(account.company);
    await this.password.fill(account.password);
    await this.verify.fill(account.verify ?? account.password);
  }

  async register(account: NewAccount): Promise<void> {
    await this.fill(account);
    await this.submit.click();
  }
}
