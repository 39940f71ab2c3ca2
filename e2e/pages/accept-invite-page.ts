import type { Locator, Page } from "@playwright/test";
import { AuthForm } from "./auth-form";

/** /account/invite?code=..&name=..&by=..: joins a company from an invitation. */
export class AcceptInvitePage extends AuthForm {
  readonly invitedBy: Locator;
  readonly invitationCode: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly verify: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page);
    this.invitedBy = page.getByText(/^Invited by/);
    this.invitationCode = this.field("Invitation code");
    this.fullName = this.field("Full name");
    this.email = this.field("E-mail address");
    this.password = this.field("Password");
    this.verify = this.field("Verify password");
    this.submit = this.button("Accept Invitation");
  }

  async accept(email: string, password: string): Promise<void> {
    if ((await this.email.inputValue()) === "") await this.email.fill(email);
    await this.password.fill(password);
    await this.verify.fill(password);
    await this.submit.click();
  }
}
