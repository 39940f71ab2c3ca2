import { RECENT_LIST_SIZE, shortProductName } from "@atelier/domain/product/product-lists";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { VersionApi } from "../pages/version-editor";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A tag some, not all, demo products carry. */
const DEMO_TAG = "summer-2026";

/** Other specs share the server: a product with a version, edited last, makes the recent lists known. */
async function editProductWithVersion(request: Parameters<typeof VersionApi.signIn>[0], name: string) {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct(name);
  await api.addVersion(product.productId);
  return product;
}

test("the admin's sidebar lists recent products and previews all products by name", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  await editProductWithVersion(request, "Sidebar Recent Product");
  await workspace.signInAsDemo(DEMO.admin);
  const myRecent = workspace.productItems("My Recent Products");
  await expect(myRecent.first()).toBeVisible();
  expect(await myRecent.count()).toBeLessThanOrEqual(RECENT_LIST_SIZE);
  await expect(workspace.productItems("Recently Modified")).toHaveCount(RECENT_LIST_SIZE);
  await expect(workspace.productList("My Recent Products").getByText("Latest", { exact: true }).first()).toBeVisible();
  await screenshot(page, testInfo, "recent");

  await workspace.sidebarItem("All Products").click();
  const viewAll = workspace.productList("All Products").getByRole("button", { name: /^View All \(\d+\)$/ });
  await expect(viewAll).toBeVisible();
  const total = Number(((await viewAll.textContent()) ?? "").match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(RECENT_LIST_SIZE);

  const names = await workspace.productNames("All Products");
  expect(names.length).toBe(Math.min(total, 50));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expect(workspace.productList("All Products").getByText("Active", { exact: true }).first()).toBeVisible();

  // A name with a '+' shows as an ellipsis followed by the part from the '+' on.
  const withPlus = names.find((name) => name.includes("+"));
  expect(withPlus).toBeDefined();
  const item = workspace.productItems("All Products").filter({ has: page.getByTitle(withPlus ?? "", { exact: true }) });
  await expect(item.getByTestId("product-name")).toHaveText(shortProductName(withPlus ?? ""));
  await item.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "all products");

  await viewAll.click();
  // What's new opened on this first sign-in; the Products blade stacks beside it.
  await workspace.expectBlades(["WhatsNew", "Products"]);
});

test("choosing a tag narrows the sidebar lists and survives a reload", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.sidebarItem("All Products").click();
  await expect(workspace.productItems("All Products").first()).toBeVisible();
  const before = await workspace.productItems("All Products").count();

  await workspace.scopeTo(DEMO_TAG);
  await expect.poll(() => workspace.productItems("All Products").count()).toBeLessThan(before);
  const scoped = await workspace.productItems("All Products").count();
  expect(scoped).toBeGreaterThan(0);
  await screenshot(page, testInfo, "scoped");

  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.startsWith("scope-") && cookie.value.includes(DEMO_TAG))).toBe(true);

  await page.reload();
  await expect(workspace.navBar.getByText(DEMO_TAG, { exact: true })).toBeVisible();
  await workspace.sidebarItem("All Products").click();
  await expect(workspace.productItems("All Products")).toHaveCount(scoped);
  await screenshot(page, testInfo, "after reload");
});

test("clicking a sidebar product opens its editor, and its latest version opens the version editor", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  await editProductWithVersion(request, "Sidebar Click Product");
  await workspace.signInAsDemo(DEMO.admin);
  const first = workspace.productItems("Recently Modified").first();
  await first.getByTestId("product-name").click();
  await workspace.expectBlades(["WhatsNew", "EditProduct"]);
  await workspace.expectBladesLoaded();
  await expect(
    workspace.blade("Sidebar Click Product").getByRole("textbox", { name: "Name", exact: true }),
  ).toHaveValue("Sidebar Click Product");
  await screenshot(page, testInfo, "product");

  await first.getByText("Latest", { exact: true }).click();
  await workspace.expectBlades(["WhatsNew", "EditProduct", "EditVersion"]);
  await workspace.expectBladesLoaded();
  await expect(workspace.bladesOfKind("EditVersion")).toHaveAttribute("aria-label", /^v\d+ of Sidebar Click Product$/);
  await screenshot(page, testInfo, "version");
});

test("the viewer, who edited nothing, is told so under 'My Recent Products'", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  await expect(workspace.productList("My Recent Products").getByText(MESSAGES.noEditedProducts)).toBeVisible();
  await expect(workspace.productItems("Recently Modified").first()).toBeVisible();
  await screenshot(page, testInfo);
});
