import { readFile } from "node:fs/promises";
import { compileProductFilter } from "@atelier/domain/product/product-filter";
import { ProductList, type ProductSummary } from "@atelier/domain/product/product-list.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Page } from "@playwright/test";
import { ProductsBlade } from "../pages/products-blade";
import type { Workspace } from "../pages/workspace";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

/** A tag some, not all, demo products carry. */
const DEMO_TAG = "summer-2026";

/** The demo company's products as the blade reads them, through the signed-in page's session. */
async function demoProducts(page: Page): Promise<ProductSummary[]> {
  const response = await page.request.get("/api/v1/product?orderBy=name&take=10000");
  expect(response.ok()).toBe(true);
  return ProductList.parse(await response.json()).products;
}

/** The names a filter text keeps, by the domain's own rule. */
function expectedNames(products: ProductSummary[], text: string): string[] {
  const filter = compileProductFilter(text);
  return products.filter(filter).map((product) => product.name);
}

async function openProducts(
  workspace: Workspace,
  email: typeof DEMO.admin | typeof DEMO.viewer,
): Promise<ProductsBlade> {
  await workspace.signInAsDemo(email);
  const blade = new ProductsBlade(workspace);
  await blade.openFromSidebar();
  return blade;
}

test("the sidebar's View All opens every product, by name, with the editor's buttons", async ({
  page,
  workspace,
}, testInfo) => {
  const blade = await openProducts(workspace, DEMO.admin);
  const products = await demoProducts(page);
  await expect(workspace.blade("Products")).toBeVisible();
  await expect(blade.filterInput).toHaveAttribute("placeholder", "Quick filter by text");
  await expect.poll(() => blade.shownCount()).toBe(products.length);
  // Rows are drawn as they scroll into view: the drawn ones are the first of the list, by name.
  await expect
    .poll(async () => {
      const drawn = await blade.names();
      return drawn.length > 0 && drawn.every((name, index) => name === products[index]?.name);
    })
    .toBe(true);
  await blade.filter("MIX-MONO-01");
  await expect(blade.row("Monogram Mixin").getByText("Mixin", { exact: true })).toBeVisible();
  await blade.filter("");
  await expect(blade.button("Add")).toBeVisible();
  await expect(blade.button("Refresh")).toBeVisible();
  // The exports appear only while a text filter is set.
  await expect(blade.button("Export products as batch")).toHaveCount(0);
  await expect(blade.button("Export with packages")).toHaveCount(0);
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "list");
});

test("the quick filter matches words of the style code, name and tags, with 'or' and '!'", async ({
  page,
  workspace,
}, testInfo) => {
  const blade = await openProducts(workspace, DEMO.admin);
  const products = await demoProducts(page);

  await blade.filter("snk");
  const sneakers = expectedNames(products, "snk");
  expect(sneakers.length).toBeGreaterThan(1);
  await expect.poll(() => blade.names()).toEqual(sneakers);

  await blade.filter("tote or cap");
  const toteOrCap = expectedNames(products, "tote or cap");
  expect(toteOrCap).toEqual(expect.arrayContaining(["Canvas Tote Bag", "Snapback Cap"]));
  await expect.poll(() => blade.names()).toEqual(toteOrCap);

  await blade.filter("leather !wallet");
  const leather = expectedNames(products, "leather !wallet");
  await expect.poll(() => blade.names()).toEqual(leather);
  expect(leather).not.toContain("Bifold Leather Wallet");
  expect(leather.length).toBeGreaterThan(1);
  await screenshot(page, testInfo, "filtered");

  // Words under two characters are ignored: 'a' alone filters nothing, 'x tote' is 'tote'.
  await blade.filter("a");
  await expect.poll(() => blade.shownCount()).toBe(products.length);
  await blade.filter("x TOTE");
  await expect.poll(() => blade.names()).toEqual(["Canvas Tote Bag"]);

  await blade.filter("no-such-product");
  await expect(blade.message).toHaveText(MESSAGES.noResults);
  await expect(blade.rows).toHaveCount(0);
  await screenshot(page, testInfo, "no results");
});

test("the tag-scope toggle narrows the list to the scope's products and back", async ({
  page,
  workspace,
}, testInfo) => {
  const blade = await openProducts(workspace, DEMO.admin);
  const products = await demoProducts(page);
  // Without a scope there is nothing to toggle.
  await expect(blade.scopeToggle).toBeDisabled();

  await workspace.scopeTo(DEMO_TAG);
  const inScope = products.filter((product) => product.tags.includes(DEMO_TAG)).map((product) => product.name);
  expect(inScope.length).toBeGreaterThan(0);
  await expect(blade.scopeToggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => blade.names()).toEqual(inScope);
  await screenshot(page, testInfo, "scoped");

  await blade.scopeToggle.click();
  await expect(blade.scopeToggle).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => blade.shownCount()).toBe(products.length);

  await blade.scopeToggle.click();
  await expect.poll(() => blade.names()).toEqual(inScope);
});

test("a row's buttons open the product's details and its latest version beside the list", async ({
  page,
  workspace,
}) => {
  const blade = await openProducts(workspace, DEMO.admin);
  const products = await demoProducts(page);
  const sneaker = products.find((product) => product.name === "Trail Runner + Laces Pack");
  if (!sneaker) throw new Error("The demo catalogue has no Trail Runner + Laces Pack");

  await blade.filter(sneaker.styleCode);
  await blade.openDetails(sneaker.name);
  await workspace.expectBlades(["WhatsNew", "Products", "EditProduct"]);
  expect(new URL(page.url()).search).toContain(`EditProduct.edit.${encodeURIComponent(sneaker.productId)}@1`);

  await blade.openLatestVersion(sneaker.name);
  // Stacked on the list, the version replaces the product's details.
  await workspace.expectBlades(["WhatsNew", "Products", "EditVersion"]);
});

test("'Export products as batch' downloads the filtered products, indented by four spaces", async ({
  page,
  workspace,
}) => {
  const blade = await openProducts(workspace, DEMO.admin);
  const products = await demoProducts(page);
  await blade.filter("snk");
  const sneakers = expectedNames(products, "snk");
  await expect.poll(() => blade.names()).toEqual(sneakers);

  for (const [button, prefix] of [
    ["Export products as batch", "Products"],
    ["Export with packages", "Products-WithPackages"],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent("download"), blade.button(button).click()]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${prefix}-\\d{4}-\\d{2}-\\d{2}-\\d{2}-\\d{2}-\\d{2}\\.json$`),
    );
    const text = await readFile(await download.path(), "utf8");
    expect(text.split("\n")[1]).toMatch(/^ {4}"\w+": /);
    const document = JSON.parse(text) as { products: { product: { name: string } }[] };
    expect(document.products.map((exported) => exported.product.name).sort()).toEqual([...sneakers].sort());
  }
});

test("the product editor picks mixins (many) and a parent (one, or None) in the Products blade", async ({
  page,
  workspace,
}, testInfo) => {
  const blade = await openProducts(workspace, DEMO.admin);
  await blade.openDetails("Canvas Tote Bag");
  const editor = workspace.bladeStack.locator('[data-blade-kind="EditProduct"]');
  const picker = new ProductsBlade(workspace, "Products.pick");

  await editor.getByRole("button", { name: "Pick mixins", exact: true }).click();
  await picker.expectLoaded();
  // The picker stacks on the editor; the list and the editor stay open.
  await workspace.expectBlades(["WhatsNew", "Products", "EditProduct", "Products"]);
  await expect(picker.root.getByTestId("products-blade")).toHaveAttribute("data-mode", "pick-many");
  await expect(picker.row("Canvas Tote Bag")).toHaveCount(0);
  await expect(picker.button("Add")).toHaveCount(0);
  // The list is virtual (other tests add products): the filter brings a product into view, and the
  // choice outlives it.
  await picker.filter("monogram");
  await picker.choose("Monogram Mixin");
  await picker.filter("watch");
  await picker.choose("Watch Strap");
  await picker.filter("");
  await expect(picker.root.getByTestId("pick-count")).toHaveText("2 selected");
  await screenshot(page, testInfo, "pick many");
  await picker.button("Done").click();
  await workspace.expectBlades(["WhatsNew", "Products", "EditProduct"]);
  const mixins = editor.getByTestId("product-mixins");
  await expect(mixins.getByRole("button", { name: "Monogram Mixin", exact: true })).toBeVisible();
  await expect(mixins.getByRole("button", { name: "Watch Strap", exact: true })).toBeVisible();

  // Closing the picker without a choice changes nothing.
  await editor.getByRole("button", { name: "Pick mixins", exact: true }).click();
  await picker.expectLoaded();
  await picker.filter("watch");
  await expect(picker.row("Watch Strap").locator("[data-selected]")).toHaveCount(1);
  await picker.root.getByRole("button", { name: "Close", exact: true }).click();
  await workspace.expectBlades(["WhatsNew", "Products", "EditProduct"]);
  await expect(mixins.getByRole("button")).toHaveCount(4);

  await editor.getByRole("button", { name: "Pick a parent product", exact: true }).click();
  await picker.expectLoaded();
  await expect(picker.noneRow).toBeVisible();
  await expect(picker.button("Done")).toHaveCount(0);
  await screenshot(page, testInfo, "pick one");
  await picker.filter("weekender");
  await picker.choose("Weekender Duffel");
  await workspace.expectBlades(["WhatsNew", "Products", "EditProduct"]);
  await expect(editor.getByRole("button", { name: "Weekender Duffel", exact: true })).toBeVisible();

  // The current parent shows as chosen; 'None' takes it away.
  await editor.getByRole("button", { name: "Change", exact: true }).click();
  await picker.expectLoaded();
  await picker.filter("weekender");
  await expect(picker.row("Weekender Duffel").locator("[data-selected]")).toHaveCount(1);
  await picker.noneRow.click();
  await workspace.expectBlades(["WhatsNew", "Products", "EditProduct"]);
  await expect(editor.getByRole("button", { name: "Pick a parent product", exact: true })).toBeVisible();
});

test("a pick left by a reload shows the list", async ({ page, workspace }) => {
  await workspace.signInAsDemo(DEMO.admin);
  await page.goto("/?b=Products.pick");
  const blade = new ProductsBlade(workspace, "Products.pick");
  await blade.expectLoaded();
  await expect(blade.root.getByTestId("products-blade")).toHaveAttribute("data-mode", "list");
  await expect(blade.button("Done")).toHaveCount(0);
  await expect(blade.noneRow).toHaveCount(0);
});

test("the viewer sees the products without Add or the exports", async ({ page, workspace }, testInfo) => {
  const blade = await openProducts(workspace, DEMO.viewer);
  await expect(blade.rows.first()).toBeVisible();
  await blade.filter("snk");
  await expect(blade.rows.first()).toBeVisible();
  await expect(blade.button("Add")).toHaveCount(0);
  await expect(blade.button("Export products as batch")).toHaveCount(0);
  await expect(blade.button("Export with packages")).toHaveCount(0);
  await expect(blade.button("Refresh")).toBeVisible();
  await screenshot(page, testInfo);
});

test("a new company's Products blade says there are no products yet", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  const email = uniqueEmail("empty-catalogue");
  const company = `Empty Shelf ${Date.now().toString(36)}`;
  await registerPage.goto();
  await registerPage.register({
    invitationCode: DEMO.invitationCode,
    fullName: "Eli Shelf",
    email,
    company,
    password: "empty-shelf",
  });
  await workspace.expectSignedIn(company, email);
  const blade = new ProductsBlade(workspace);
  await blade.openFromSidebar();
  await expect(blade.message).toHaveText(MESSAGES.noProductsYet);
  await expect(blade.button("Add")).toBeVisible();
  await screenshot(page, testInfo);
});
