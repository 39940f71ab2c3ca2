import { BladeStackLayout } from "../pages/blade-stack";
import { ProductEditor } from "../pages/product-editor";
import { ProductsBlade } from "../pages/products-blade";
import { VersionApi, VersionsBlade } from "../pages/version-editor";
import { VersionRulesBlade } from "../pages/version-rules";
import { expectBladesUncut } from "../support/blades-uncut";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

test("stacked blades carry the spec's titles and are never cut, at 1440x900 and 1024x768", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct(`Layout Check Hiking Jacket ${Date.now()}`);
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.navButton("Close all blades").click();
  const layout = new BladeStackLayout(workspace);

  // Products > the product > its versions > the version > its rules.
  const products = new ProductsBlade(workspace);
  await products.openFromSidebar();
  await products.filter(product.name);
  await products.openDetails(product.name);
  const editor = new ProductEditor(workspace, product.productId);
  await editor.button("Manage Versions").click();
  await new VersionsBlade(page).openDetails(version.code);
  const rules = new VersionRulesBlade(workspace);
  await rules.versionEditorRules.getByRole("button", { name: "Open Rules", exact: true }).click();
  await rules.expectLoaded();
  await workspace.expectBladesLoaded();

  const versionTitle = `v${version.code} of ${product.name}`;
  await layout.expectTitles([
    "Products",
    product.name,
    `${product.name} Versions`,
    versionTitle,
    `Rules of ${versionTitle}`,
  ]);
  await expectBladesUncut(page);
  await expect.poll(async () => (await layout.fits()).at(-1)).toBe("full");
  await expect(workspace.bladeStrip("Products")).toBeVisible();
  await screenshot(page, testInfo, "1440x900");

  // Narrower, the rules blade still shows whole; the version editor comes back from its strip whole,
  // with every button of its action bar on screen.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectBladesUncut(page);
  await expect.poll(async () => (await layout.fits()).at(-1)).toBe("full");
  await screenshot(page, testInfo, "1024x768");
  await workspace.bladeStrip(versionTitle).click();
  await expect.poll(async () => (await layout.fits()).at(3)).toBe("full");
  const versionBar = workspace.blade(versionTitle).getByRole("toolbar", { name: "Version actions" });
  for (const name of ["Save", "Packages", "More"]) {
    await expect(versionBar.getByRole("button", { name, exact: true })).toBeInViewport();
  }
  await expect(workspace.blade(versionTitle).getByRole("button", { name: "Close", exact: true })).toBeInViewport();
  await screenshot(page, testInfo, "1024x768 version brought back");

  // The sidebar folds away, giving the blades its room; the choice survives a reload.
  const before = (await workspace.bladeStack.boundingBox())?.width ?? 0;
  await layout.foldSidebar();
  await expect.poll(async () => (await workspace.bladeStack.boundingBox())?.width ?? 0).toBeGreaterThan(before + 200);
  await screenshot(page, testInfo, "1024x768 sidebar folded");
  await page.reload();
  await rules.expectLoaded();
  await expect(workspace.sidebar).toBeHidden();
  await expect(layout.foldButton).toHaveAccessibleName("Expand sidebar");
  await layout.unfoldSidebar();
  await page.reload();
  await expect(workspace.sidebar).toBeVisible();
  await expect(layout.foldButton).toHaveAccessibleName("Collapse sidebar");
});

test("a blade whose area is not built yet says so by its title, never by its kind", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.openFromSidebar("Data and Integrations", "Integrations");
  const blade = workspace.blade("Integrations");
  await expect(blade.getByText("Integrations is not available yet in Atelier.", { exact: false })).toBeVisible();
  await expect(blade.getByText("DataIntegrations")).toHaveCount(0);
  await screenshot(page, testInfo);
});
