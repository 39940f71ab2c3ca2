import { actionWords, HISTORY_TEXTS } from "../../apps/web/src/ui/history/history-texts";
import { ActivityBlade } from "../pages/activity-blade";
import { HistorySection } from "../pages/history-section";
import { ProductEditor } from "../pages/product-editor";
import { VersionApi, VersionEditor } from "../pages/version-editor";
import { expect, test } from "../support/fixtures";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** The demo administrator's full name, as the demo seeds it and the History names the writer. */
const ADMIN_NAME = "Alex Morgan";

const stamp = () => Date.now().toString(36).toUpperCase();

test("a product's new name shows in its History and in Activity, whose entry opens the product", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await VersionApi.signIn(request);
  const oldName = `Trail Runner ${stamp()}`;
  const newName = `${oldName} II`;
  const product = await api.createProduct(oldName);
  await workspace.signInAsDemo(DEMO.admin);

  const editor = await ProductEditor.goto(workspace, product.productId);
  await editor.textbox("Name").fill(newName);
  await editor.save();
  await expect(editor.title).toHaveText(newName);

  // Closed at first; opened, it shows the change (newest first) by the administrator, then the creation.
  const history = new HistorySection(editor.root);
  await expect(history.heading).toHaveText(HISTORY_TEXTS.title);
  await expect(history.entries).toHaveCount(0);
  await history.open();
  await expect(history.entries).toHaveCount(2);
  const change = history.entry(0);
  await expect(change.actor).toHaveText(ADMIN_NAME);
  await expect(change.action).toHaveText(actionWords("update"));
  await change.expectChange("Name", oldName, newName);
  await expect(history.entry(1).action).toHaveText(actionWords("create"));
  await expect(history.entry(1).change("Style code")).toBeVisible();
  await history.scrollToTop();
  await screenshotAlsoNarrow(page, testInfo, "product history");

  // Activity, from the sidebar, filtered to products: the entry is there and opens the product's editor.
  await page.goto("/");
  const activity = new ActivityBlade(workspace);
  await activity.openFromSidebar();
  await activity.filterByType("Product");
  const entry = activity.entriesOf(newName).first();
  await expect(entry).toBeVisible();
  const shown = activity.entry(entry);
  await expect(shown.actor).toHaveText(ADMIN_NAME);
  await shown.expectChange("Name", oldName, newName);
  await expect(activity.root.getByTestId("activity-resource").getByText(newName, { exact: true })).toHaveCount(1);
  await screenshotAlsoNarrow(page, testInfo, "activity");

  await activity.filterByPerson(ADMIN_NAME);
  await expect(entry).toBeVisible();
  await activity.openResource(entry);
  const opened = new ProductEditor(workspace, product.productId);
  await expect(opened.title).toHaveText(newName);
  await workspace.expectBladesLoaded();
  await screenshotAlsoNarrow(page, testInfo, "activity opens the product");
});

test("a version's History shows its saved name", async ({ page, request, workspace }, testInfo) => {
  test.setTimeout(90_000);
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct(`Canvas Sneaker ${stamp()}`);
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);

  const editor = await VersionEditor.goto(page, product.productId, version.versionId, `v1 of ${product.name}`);
  await editor.name.fill("Spring line");
  await editor.click("Save");
  await editor.expectSaved();

  const history = new HistorySection(editor.root);
  await history.open();
  const change = history.entry(0);
  await expect(change.actor).toHaveText(ADMIN_NAME);
  await expect(change.action).toHaveText(actionWords("update"));
  await change.expectChange("Version name", version.name === "" ? HISTORY_TEXTS.none : version.name, "Spring line");
  await history.scrollToTop();
  await screenshotAlsoNarrow(page, testInfo, "version history");
});
