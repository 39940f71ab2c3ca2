import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { ASSETS_CACHE_INVALIDATED, CACHE_CLEARED } from "@atelier/domain/settings/cache.schema";
import type { CompanySettings } from "@atelier/domain/settings/company-settings.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { SETTINGS_TEXTS } from "../../apps/web/src/blades/settings/common/settings-texts";
import { EDITOR_TEXTS } from "../../apps/web/src/ui/editor/editor-texts";
import { HISTORY_TEXTS } from "../../apps/web/src/ui/history/history-texts";
import { GlobalSettingsEditor, RecipeSettingsEditor, SettingsPanel } from "../pages/settings";
import { callApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

const SFTP_PASSWORD = "drop-Secret-2026";

test("an administrator edits Recipe Settings with the SFTP password and Global Settings, and both are kept", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerNewCompany(registerPage, workspace, "Settings Studio");
  await workspace.closeBlade("What's new");
  const panel = new SettingsPanel(workspace);
  await panel.open();
  for (const label of [SETTINGS_TEXTS.recipeSettingsLink, SETTINGS_TEXTS.globalDataLink, SETTINGS_TEXTS.appletsLink]) {
    await expect(panel.link(label)).toBeVisible();
  }
  const flushes = [
    SETTINGS_TEXTS.rebuildBlueprints,
    SETTINGS_TEXTS.instantAssetsRefresh,
    SETTINGS_TEXTS.reloadAllAssets,
  ];
  for (const label of flushes) await expect(panel.cachingAction(label)).toBeEnabled();
  // While one flush runs, all three are disabled.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route("**/api/v1/cache/assets/fast", async (route) => {
    await held;
    await route.continue();
  });
  await panel.flush(SETTINGS_TEXTS.instantAssetsRefresh);
  for (const label of flushes) await expect(panel.cachingAction(label)).toBeDisabled();
  release();
  await expect(panel.cachingBox().getByTestId("caching-result")).toHaveText(ASSETS_CACHE_INVALIDATED);
  await page.unroute("**/api/v1/cache/assets/fast");
  await panel.flush(SETTINGS_TEXTS.rebuildBlueprints);
  await expect(panel.cachingBox().getByTestId("caching-result")).toHaveText(CACHE_CLEARED);
  await panel.flush(SETTINGS_TEXTS.reloadAllAssets);
  await expect(panel.cachingBox().getByTestId("caching-result")).toHaveText(ASSETS_CACHE_INVALIDATED);
  await screenshotAlsoNarrow(page, testInfo, "panel");

  await panel.link(SETTINGS_TEXTS.recipeSettingsLink).click();
  const recipe = new RecipeSettingsEditor(workspace);
  await expect(recipe.password()).toHaveAttribute("placeholder", SETTINGS_TEXTS.passwordNotSet);
  await recipe.field(SETTINGS_TEXTS.recipeCss).fill(".recipe h1 { color: #1b3a5c; }");
  await recipe.exclude("internalCost", "supplierSku");
  await recipe.field(SETTINGS_TEXTS.sftpHost).fill("sftp.settings-studio.test");
  await recipe.field(SETTINGS_TEXTS.sftpPath).fill("/incoming/recipes");
  await recipe.field(SETTINGS_TEXTS.sftpUser).fill("studio");
  await recipe.password().fill(SFTP_PASSWORD);
  await screenshot(page, testInfo, "recipe-filled");
  await recipe.save();
  // Saved: the field is empty again and says a password is kept; the page never holds the password.
  await expect(recipe.password()).toHaveValue("");
  await expect(recipe.password()).toHaveAttribute("placeholder", SETTINGS_TEXTS.passwordSaved);
  expect(await page.content()).not.toContain(SFTP_PASSWORD);

  // A save refused by the server (the settings changed elsewhere) shows its message in the callout at the top.
  const user = await callApi<CurrentUser>(page.request, "GET", "account");
  const path = `company/${user.company.companyId}/settings`;
  const stored = await callApi<CompanySettings>(page.request, "GET", path);
  expect(JSON.stringify(stored)).not.toContain(SFTP_PASSWORD);
  await callApi(page.request, "PUT", path, { ...stored, recipeSftpPath: "/elsewhere", etag: stored.etag });
  await recipe.field(SETTINGS_TEXTS.sftpUser).fill("studio-2");
  await recipe.button("Save").click();
  await expect(recipe.root.getByTestId("error-callout")).toContainText(MESSAGES.staleEtag);
  await screenshotAlsoNarrow(page, testInfo, "recipe-stale");
  await recipe.root.getByRole("button", { name: SETTINGS_TEXTS.reload }).click();
  await expect(recipe.field(SETTINGS_TEXTS.sftpPath)).toHaveValue("/elsewhere");

  await panel.link(SETTINGS_TEXTS.globalDataLink).click();
  const global = new GlobalSettingsEditor(workspace);
  await global.addAttribute("brandColour", "#1b3a5c");
  await global.save();
  await screenshotAlsoNarrow(page, testInfo, "global-saved");

  // Reload: the blades come back from the address, with what was saved.
  await page.reload();
  await expect(global.attributeNames()).toHaveValue("brandColour");
  await panel.link(SETTINGS_TEXTS.recipeSettingsLink).click();
  await expect(recipe.field(SETTINGS_TEXTS.recipeCss)).toHaveValue(".recipe h1 { color: #1b3a5c; }");
  await expect(recipe.excludedPills()).toHaveText(["internalCost", "supplierSku"]);
  await expect(recipe.field(SETTINGS_TEXTS.sftpHost)).toHaveValue("sftp.settings-studio.test");
  await expect(recipe.field(SETTINGS_TEXTS.sftpUser)).toHaveValue("studio");
  await expect(recipe.password()).toHaveAttribute("placeholder", SETTINGS_TEXTS.passwordSaved);
  expect(await page.content()).not.toContain(SFTP_PASSWORD);

  // The History section lists the saves, the password only as hidden.
  await recipe.history().getByRole("button", { name: HISTORY_TEXTS.show }).click();
  await expect(recipe.history()).toContainText("recipeSftpPath");
  await expect(recipe.history()).not.toContainText(SFTP_PASSWORD);
  await screenshotAlsoNarrow(page, testInfo, "recipe-history");

  // Clear the password: after Save the field says none is set.
  await recipe.root.getByRole("button", { name: SETTINGS_TEXTS.clearPassword }).click();
  await expect(recipe.root.getByTestId("sftp-password-clearing")).toHaveText(SETTINGS_TEXTS.passwordWillClear);
  await recipe.save();
  await expect(recipe.password()).toHaveAttribute("placeholder", SETTINGS_TEXTS.passwordNotSet);
});

test("a viewer reads the settings without Save, and sees no Applets", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  const panel = new SettingsPanel(workspace);
  await panel.open();
  await expect(panel.link(SETTINGS_TEXTS.recipeSettingsLink)).toBeVisible();
  await expect(panel.link(SETTINGS_TEXTS.appletsLink)).toHaveCount(0);
  await expect(panel.cachingBox()).toHaveCount(0);

  await panel.link(SETTINGS_TEXTS.recipeSettingsLink).click();
  const recipe = new RecipeSettingsEditor(workspace);
  await expect(recipe.frame.readOnlyNote()).toHaveText(EDITOR_TEXTS.readOnlyNote);
  await expect(recipe.root.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(recipe.root.getByRole("button", { name: SETTINGS_TEXTS.clearPassword })).toHaveCount(0);
  await screenshotAlsoNarrow(page, testInfo, "recipe-read-only");

  await panel.link(SETTINGS_TEXTS.globalDataLink).click();
  const global = new GlobalSettingsEditor(workspace);
  await expect(global.frame.readOnlyNote()).toHaveText(EDITOR_TEXTS.readOnlyNote);
  await expect(global.root.getByRole("button", { name: "Save" })).toHaveCount(0);
  await screenshotAlsoNarrow(page, testInfo, "global-read-only");
});
