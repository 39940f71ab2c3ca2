import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

/** Counts the account calls the page sends, to prove a form with errors is not sent. */
function countAccountCalls(page: Page): () => number {
  let calls = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/v1/account/")) calls += 1;
  });
  return () => calls;
}

test("an empty sign-in shows the required messages and sends nothing", async ({ page, loginPage }, testInfo) => {
  const calls = countAccountCalls(page);
  await loginPage.goto();
  await loginPage.submit.click();
  await expect(loginPage.message(fieldMessages.required("E-mail"))).toBeVisible();
  await expect(loginPage.message(fieldMessages.required("Password"))).toBeVisible();
  expect(calls()).toBe(0);
  await screenshot(page, testInfo);
});

test("register with passwords that differ shows 'Passwords do not match'", async ({ page, registerPage }, testInfo) => {
  const calls = countAccountCalls(page);
  await registerPage.goto();
  await registerPage.fill({
    invitationCode: DEMO.invitationCode,
    fullName: "Mia Park",
    email: uniqueEmail("mismatch"),
    company: "Park Goods",
    password: "secret-one",
    verify: "secret-two",
  });
  await registerPage.submit.click();
  await expect(registerPage.message(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  expect(calls()).toBe(0);
  await screenshot(page, testInfo);
});

test("a full name with '/' is refused", async ({ page, registerPage }, testInfo) => {
  await registerPage.goto();
  await registerPage.fill({
    invitationCode: DEMO.invitationCode,
    fullName: "Mia/Park",
    email: uniqueEmail("slash"),
    company: "Park Goods",
    password: "secret-one",
  });
  await registerPage.submit.click();
  await expect(registerPage.message("Full name cannot include '/' or ',' characters.")).toBeVisible();
  await screenshot(page, testInfo);
});

test("an empty register form shows every required message", async ({ page, registerPage }, testInfo) => {
  await registerPage.goto();
  await registerPage.submit.click();
  for (const label of ["Invitation code", "Full name", "E-mail", "Company name", "Password"]) {
    await expect(registerPage.message(fieldMessages.required(label))).toBeVisible();
  }
  await screenshot(page, testInfo);
});
