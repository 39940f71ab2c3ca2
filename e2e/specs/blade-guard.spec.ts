import type { Page } from "@playwright/test";
import { DiscardChangesDialog } from "../pages/discard-changes-dialog";
import { SiteEditor, SitesBlade } from "../pages/sites";
import type { Workspace } from "../pages/workspace";
import { postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/**
 * Adds a site through the API (a new name each run, so the tests run again on one server), then signs
 * in as the demo administrator with no blade open.
 */
async function signInWithSite(page: Page, workspace: Workspace): Promise<string> {
  const run = Date.now().toString(36).toUpperCase();
  const name = `Guarded Store ${run}`;
  await postJson(page.request, "account/login", { username: DEMO.admin, password: DEMO.password });
  await postJson(page.request, "site", { name, code: `GUARD-${run}` });
  await postJson(page.request, "account/logout", {}).catch(() => undefined);
  await page.context().clearCookies();
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.navButton("Close all blades").click();
  await workspace.expectBlades([]);
  return name;
}

/** Opens the Sites blade and the site's editor, and changes its name without saving. */
async function editSiteName(workspace: Workspace, siteName: string): Promise<SiteEditor> {
  const sites = new SitesBlade(workspace);
  if ((await sites.root.count()) === 0) await sites.open();
  await sites.openDetails(siteName);
  const editor = new SiteEditor(workspace);
  await expect(editor.field("Name")).toHaveValue(siteName);
  await editor.field("Name").fill(`${siteName} (edited)`);
  return editor;
}

test("closing a blade with unsaved edits asks first: Stay keeps them, Discard drops them", async ({
  page,
  workspace,
}, testInfo) => {
  const siteName = await signInWithSite(page, workspace);
  const question = new DiscardChangesDialog(page);

  // The editor's X.
  const editor = await editSiteName(workspace, siteName);
  await editor.root.getByRole("button", { name: "Close", exact: true }).click();
  await question.expectAsked();
  await screenshotAlsoNarrow(page, testInfo, "asked");
  await question.stay();
  await workspace.expectBlades(["Sites", "EditSite"]);
  await expect(editor.field("Name")).toHaveValue(`${siteName} (edited)`);
  await editor.root.getByRole("button", { name: "Close", exact: true }).click();
  await question.discard();
  await workspace.expectBlades(["Sites"]);

  // The edit is gone: the editor opens on the saved name, and closes without a question while clean.
  const sites = new SitesBlade(workspace);
  await sites.openDetails(siteName);
  await expect(editor.field("Name")).toHaveValue(siteName);
  await editor.root.getByRole("button", { name: "Close", exact: true }).click();
  await question.expectGone();
  await workspace.expectBlades(["Sites"]);

  // The X of the blade the dirty editor is stacked on.
  await editSiteName(workspace, siteName);
  await workspace.closeBlade("Sites");
  await question.expectAsked();
  await question.stay();
  await workspace.expectBlades(["Sites", "EditSite"]);

  // 'Close all blades'.
  await workspace.navButton("Close all blades").click();
  await question.expectAsked();
  await question.stay();
  await workspace.expectBlades(["Sites", "EditSite"]);
  await workspace.navButton("Close all blades").click();
  await question.discard();
  await workspace.expectBlades([]);
  await screenshot(page, testInfo);
});

test("Escape closes the focused blade, and asks first when it has unsaved edits", async ({
  page,
  workspace,
}, testInfo) => {
  const siteName = await signInWithSite(page, workspace);
  const question = new DiscardChangesDialog(page);

  // A clean blade closes at once; the focus goes back to the blade before it.
  const sites = new SitesBlade(workspace);
  await sites.open();
  await sites.openDetails(siteName);
  const editor = new SiteEditor(workspace);
  await expect(editor.field("Name")).toHaveValue(siteName);
  await editor.field("Name").focus();
  await page.keyboard.press("Escape");
  await workspace.expectBlades(["Sites"]);
  await question.expectGone();

  // A dirty one asks; Escape in the question means Stay.
  await editSiteName(workspace, siteName);
  await page.keyboard.press("Escape");
  await question.expectAsked();
  await screenshot(page, testInfo, "asked");
  await page.keyboard.press("Escape");
  await question.expectGone();
  await workspace.expectBlades(["Sites", "EditSite"]);
  await expect(editor.field("Name")).toHaveValue(`${siteName} (edited)`);

  await editor.field("Name").focus();
  await page.keyboard.press("Escape");
  await question.discard();
  await workspace.expectBlades(["Sites"]);

  // With the focus on the Sites blade, Escape closes it too.
  await page.keyboard.press("Escape");
  await workspace.expectBlades([]);
  await screenshot(page, testInfo);
});

test("reloading the page with unsaved edits raises the browser's leave-page question", async ({ page, workspace }) => {
  const siteName = await signInWithSite(page, workspace);
  const editor = await editSiteName(workspace, siteName);

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.type());
    await dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(["beforeunload"]);
  // Leaving dropped the edit; with nothing to lose, reloading asks nothing.
  await expect(editor.field("Name")).toHaveValue(siteName);
  await page.reload();
  await expect(editor.field("Name")).toHaveValue(siteName);
  expect(dialogs).toEqual(["beforeunload"]);
});

test("the sign-in pages put the cursor in their first field", async ({
  page,
  loginPage,
  forgotPasswordPage,
}, testInfo) => {
  await loginPage.goto();
  await expect(loginPage.email).toBeFocused();
  await screenshot(page, testInfo);
  await forgotPasswordPage.goto();
  await expect(forgotPasswordPage.email).toBeFocused();
});
