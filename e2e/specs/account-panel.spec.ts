import { MESSAGES } from "@atelier/domain/shared/messages";
import { AccountPanel } from "../pages/account-panel";
import { ProductsBlade } from "../pages/products-blade";
import { SitesBlade } from "../pages/sites";
import { callApi, postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { screenshot } from "../support/screenshot";
import { accountInTwoWorkspaces, NEW_COMPANY_PASSWORD } from "../support/two-workspaces";

test("a user changes their full name and their password", async ({
  page,
  registerPage,
  loginPage,
  workspace,
}, testInfo) => {
  const { email, company } = await registerNewCompany(registerPage, workspace, "Profile Shop");
  await workspace.closeBlade("What's new");
  const account = new AccountPanel(workspace);
  await account.open();
  await expect(account.fullName).toHaveValue("Nico Newcomer");

  await account.saveProfile("Nora Renamed");
  await expect(account.text(account.profile, "Profile saved.")).toBeVisible();
  await expect(workspace.header.getByText("Nora Renamed", { exact: true })).toBeVisible();
  await page.reload();
  await expect(workspace.header.getByText("Nora Renamed", { exact: true })).toBeVisible();
  await expect(account.fullName).toHaveValue("Nora Renamed");

  await account.changePassword("not-my-password", "fresh-pass-1");
  await expect(account.password.getByTestId("error-callout")).toHaveText(MESSAGES.currentPasswordWrong);
  await expect(account.passwordField("Current password")).toHaveAccessibleDescription(MESSAGES.currentPasswordWrong);
  await account.scrollTo(account.password);
  await screenshot(page, testInfo, "wrong current password");

  await account.changePassword(NEW_COMPANY_PASSWORD, "fresh-pass-1", "fresh-pass-2");
  await expect(account.passwordField("Verify password")).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
  // The earlier refusal no longer stands beside the corrected current password.
  await expect(account.password.getByTestId("error-callout")).toHaveCount(0);
  await screenshot(page, testInfo, "passwords do not match");

  await account.changePassword(NEW_COMPANY_PASSWORD, "fresh-pass-1");
  await expect(account.text(account.password, "Password changed.")).toBeVisible();
  await expect(account.password.getByTestId("error-callout")).toHaveCount(0);
  for (const label of ["Current password", "New password", "Verify password"] as const) {
    await expect(account.passwordField(label)).toHaveValue("");
  }

  await workspace.signOut();
  await loginPage.signIn(email, NEW_COMPANY_PASSWORD);
  await expect(loginPage.errorCallout).toHaveText(MESSAGES.invalidCredentials);
  await loginPage.signIn(email, "fresh-pass-1");
  await workspace.expectSignedIn(company, email);
  await expect(workspace.header.getByText("Nora Renamed", { exact: true })).toBeVisible();
});

test("a user in two workspaces switches to the other one", async ({ page, registerPage, workspace }, testInfo) => {
  const { a, companyB, account } = await accountInTwoWorkspaces(
    { page, registerPage, workspace },
    "First Shop",
    "Administrator",
  );
  await expect(account.currentRow).toHaveAccessibleName(a.company);
  await expect(account.workspaceRow(a.company).getByRole("button")).toHaveCount(0);
  await expect(account.rowButton(companyB, "Copy To")).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "account top");
  await account.scrollTo(account.body.getByRole("region").last());
  await screenshot(page, testInfo, "account scrolled");

  await account.rowButton(companyB, "Switch").click();
  await expect(account.rowButton(companyB, "Confirm?")).toBeVisible();
  await account.rowButton(companyB, "Confirm?").click();
  await expect(workspace.companyName).toHaveText(companyB);
  await expect(account.currentRow).toHaveAccessibleName(companyB);
  await expect(account.rowButton(a.company, "Switch")).toBeVisible();
});

test("an administrator of two workspaces copies one into the other", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  const { a, companyB, account } = await accountInTwoWorkspaces(
    { page, registerPage, workspace },
    "Source Shop",
    "Administrator",
    (adminOfB) => postJson(adminOfB, "product", { name: "Only In B", styleCode: "ONLY-B" }),
  );
  // The browser is signed in to A: these land in A.
  await postJson(page.request, "site", { name: "Copied Flagship", code: "FLAG" });
  await postJson(page.request, "product", { name: "Copied Tote", styleCode: "COPIED-TOTE" });
  const dialog = await account.openCopyTo(companyB);
  await expect(dialog.root).toContainText(a.company);
  const phrase = await dialog.shownPhrase();
  expect(phrase).toMatch(/^[a-z]+ [a-z]+$/);
  await expect(dialog.continueButton).toBeDisabled();
  await screenshot(page, testInfo, "copy to before typing");

  await dialog.phraseInput.fill(phrase.toUpperCase());
  await expect(dialog.continueButton).toBeDisabled();
  await dialog.phraseInput.fill(phrase.replace(" ", "  "));
  await expect(dialog.continueButton).toBeDisabled();
  await dialog.phraseInput.fill(`  ${phrase} `);
  await expect(dialog.continueButton).toBeEnabled();
  await dialog.notes.fill("Promote the new tote");
  await screenshot(page, testInfo, "copy to after typing");

  await dialog.continueButton.click();
  await expect(dialog.progress).toBeVisible();
  // The status is asked for every 5 s: the outcome may take a poll or two to show.
  await expect(dialog.progress.getByText(MESSAGES.targetWorkspaceUpdated, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(page, testInfo, "copy done");
  await dialog.close();

  await account.switchTo(companyB);
  await expect(workspace.companyName).toHaveText(companyB);
  await workspace.closeBlade("What's new");
  const sites = new SitesBlade(workspace);
  await sites.open();
  await expect(sites.row("Copied Flagship")).toHaveCount(1);
  const products = new ProductsBlade(workspace);
  await products.openFromSidebar();
  await expect(products.row("Copied Tote")).toHaveCount(1);
  await expect(products.row("Only In B")).toHaveCount(0);
  const list = await callApi<{ products: { name: string }[] }>(page.request, "GET", "product");
  expect(list.products.map((product) => product.name)).toEqual(["Copied Tote"]);
});

test("a copy into a workspace where the user is not an administrator is refused", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  const { companyB, account } = await accountInTwoWorkspaces(
    { page, registerPage, workspace },
    "Eager Shop",
    "Manage Configuration",
  );
  const dialog = await account.openCopyTo(companyB);
  await dialog.phraseInput.fill(await dialog.shownPhrase());
  await dialog.continueButton.click();
  await expect(dialog.errorCallout).toHaveText(MESSAGES.forbidden);
  await expect(dialog.progress).toHaveCount(0);
  await expect(dialog.continueButton).toBeEnabled();
  await screenshot(page, testInfo, "refused");
});
