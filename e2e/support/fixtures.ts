import { test as base } from "@playwright/test";
import { AcceptInvitePage } from "../pages/accept-invite-page";
import { ForgotPasswordPage } from "../pages/forgot-password-page";
import { LoginPage } from "../pages/login-page";
import { RegisterPage } from "../pages/register-page";
import { ResetPasswordPage } from "../pages/reset-password-page";
import { Workspace } from "../pages/workspace";

interface Pages {
  loginPage: LoginPage;
  forgotPasswordPage: ForgotPasswordPage;
  resetPasswordPage: ResetPasswordPage;
  registerPage: RegisterPage;
  acceptInvitePage: AcceptInvitePage;
  workspace: Workspace;
}

/** Playwright's test with one page object per screen. */
export const test = base.extend<Pages>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  forgotPasswordPage: async ({ page }, use) => use(new ForgotPasswordPage(page)),
  resetPasswordPage: async ({ page }, use) => use(new ResetPasswordPage(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  acceptInvitePage: async ({ page }, use) => use(new AcceptInvitePage(page)),
  workspace: async ({ page }, use) => use(new Workspace(page)),
});

export { expect } from "@playwright/test";
