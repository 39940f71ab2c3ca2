import { MESSAGES } from "@atelier/domain/shared/messages";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

test("the demo admin signs in and sees the workspace of Demo Outfitters", async ({
  page,
  loginPage,
  workspace,
}, testInfo) => {
  await loginPage.goto();
  await expect(loginPage.email).toBeFocused();
  await screenshot(page, testInfo, "sign-in page");
  await loginPage.signIn(DEMO.admin, DEMO.password);
  await workspace.expectSignedIn(DEMO.company, DEMO.admin);
  await expect(workspace.blade("What's new")).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo);
});

test("a wrong password and a wrong e-mail get the same server message", async ({ page, loginPage }, testInfo) => {
  await loginPage.goto();

  const wrongPassword = page.waitForResponse((r) => r.url().endsWith("/api/v1/account/login"));
  await loginPage.signIn(DEMO.admin, "not-the-password");
  const answer = await wrongPassword;
  expect(answer.status()).toBe(401);
  const { message } = (await answer.json()) as { message: string };
  expect(message).toBe(MESSAGES.invalidCredentials);
  await expect(loginPage.errorCallout).toContainText(message);
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, testInfo, "wrong password");

  const wrongEmail = page.waitForResponse((r) => r.url().endsWith("/api/v1/account/login"));
  await loginPage.signIn("nobody@demo.atelier.test", DEMO.password);
  const second = await wrongEmail;
  expect(second.status()).toBe(answer.status());
  expect(await second.json()).toEqual(await answer.json());
  await expect(loginPage.errorCallout).toContainText(message);
  await screenshot(page, testInfo, "wrong e-mail");
});

test("signing out goes to /login, and / then sends back to /login", async ({
  page,
  loginPage,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.signOut();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage.email).toBeVisible();
  await screenshot(page, testInfo);
});

test("an unknown path shows 'Not Found'", async ({ page }, testInfo) => {
  await page.goto("/no/such/page");
  await expect(page.getByText(MESSAGES.notFound, { exact: true })).toBeVisible();
  await screenshot(page, testInfo);
});
