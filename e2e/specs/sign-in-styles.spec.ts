import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { type MantineRules, mantineClassesShown, mantineRules } from "../support/mantine-styles";
import { DEMO } from "../support/users";

interface PageStyles extends MantineRules {
  shown: Set<string>;
}

/** What a page shows of Mantine, and which of Mantine's rules its style sheets bring. */
async function stylesOf(page: Page): Promise<PageStyles> {
  return { shown: await mantineClassesShown(page), ...(await mantineRules(page)) };
}

test("the sign-in pages load only the styles they use, and the workspace loads the rest", async ({
  page,
  loginPage,
  registerPage,
  forgotPasswordPage,
  workspace,
}) => {
  const pages = new Map<string, PageStyles>();

  await loginPage.goto();
  await loginPage.submit.click();
  await loginPage.signIn(DEMO.admin, "not-the-password");
  await expect(loginPage.errorCallout).toBeVisible();
  pages.set("/login", await stylesOf(page));

  await registerPage.goto();
  await registerPage.submit.click();
  pages.set("/account/register", await stylesOf(page));

  await forgotPasswordPage.goto();
  await forgotPasswordPage.submit.click();
  pages.set("/account/forgot", await stylesOf(page));

  await page.goto("/account/resetpassword?userId=someone&code=some-code");
  await page.getByRole("button").first().waitFor();
  pages.set("/account/resetpassword", await stylesOf(page));

  await page.goto("/no/such/page");
  await page.getByRole("heading").waitFor();
  pages.set("not found", await stylesOf(page));

  await workspace.signInAsDemo(DEMO.admin);
  await workspace.expectBladesLoaded();
  const workspaceRules = await mantineRules(page);
  const everyStyle = workspaceRules.styled;
  // Mantine's rules all sit in its CSS layer, so the app's own CSS wins whatever order the sheets load in.
  expect([...workspaceRules.unlayered], "workspace: Mantine rules outside a CSS layer").toEqual([]);

  for (const [name, { shown, styled, unlayered }] of pages) {
    expect([...unlayered], `${name}: Mantine rules outside a CSS layer`).toEqual([]);
    // Every Mantine class the page shows has its rules there (a class with no rules anywhere is not missing).
    const unstyled = [...shown].filter((mantineClass) => everyStyle.has(mantineClass) && !styled.has(mantineClass));
    expect(unstyled, `${name}: Mantine classes without their styles`).toEqual([]);
    // ...and the page brings a small part of Mantine's styles, not the whole set the workspace loads.
    expect(styled.size, `${name}: Mantine classes styled`).toBeLessThan(everyStyle.size / 4);
  }
});
