import { MESSAGES } from "@atelier/domain/shared/messages";
import { expect, test } from "../support/fixtures";
import { firstLink, waitForMail } from "../support/outbox";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

test("forgot password, then reset through the e-mailed link, then sign in with the new password", async ({
  page,
  registerPage,
  forgotPasswordPage,
  resetPasswordPage,
  loginPage,
  workspace,
}, testInfo) => {
  // A user of its own, so the demo sign-ins keep their password for the other tests.
  const email = uniqueEmail("forgetful");
  const company = `Forgetful Co ${Date.now().toString(36)}`;
  await registerPage.goto();
  await registerPage.register({
    invitationCode: DEMO.invitationCode,
    fullName: "Theo Forgetful",
    email,
    company,
    password: "first-secret",
  });
  await workspace.expectSignedIn(company, email);
  await workspace.signOut();

  await forgotPasswordPage.goto();
  await forgotPasswordPage.request(email);
  await expect(page.getByText(MESSAGES.checkYourEmail, { exact: true })).toBeVisible();
  await screenshot(page, testInfo, "check your email");

  const link = firstLink(await waitForMail(email));
  expect(new URL(link).pathname).toBe("/account/resetpassword");
  await page.goto(link);
  await resetPasswordPage.reset("second-secret");
  await expect(page.getByText(MESSAGES.passwordReset, { exact: true })).toBeVisible();
  await screenshot(page, testInfo, "password reset");

  await loginPage.goto();
  await loginPage.signIn(email, "first-secret");
  await expect(loginPage.errorCallout).toBeVisible();
  await loginPage.signIn(email, "second-secret");
  await workspace.expectSignedIn(company, email);
  await screenshot(page, testInfo);
});
