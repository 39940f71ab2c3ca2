import type { Product } from "@atelier/domain/product/product.schema";
import { EDITOR_TEXTS } from "../../apps/web/src/ui/editor/editor-texts";
import { EditorFrame } from "../pages/editor-frame";
import { ProductEditor } from "../pages/product-editor";
import { SiteEditor, SitesBlade } from "../pages/sites";
import { callApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A code no earlier run used, so the tests run again on one server. */
const unique = () => Date.now().toString(36).toUpperCase();

test("Enter in a field of a site saves it and the save says 'Saved'", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const sites = new SitesBlade(workspace);
  await sites.open();
  await sites.button("Add").click();
  const editor = new SiteEditor(workspace);
  const frame = new EditorFrame(page, editor.root);
  const code = `ENTER${unique()}`;

  // Enter with a field empty validates and sends nothing.
  await editor.field("Name").fill(`Enter Store ${code}`);
  await editor.field("Name").press("Enter");
  await expect(editor.field("Code")).toHaveAttribute("aria-invalid", "true");
  await expect(frame.savedToast()).toHaveCount(0);

  await editor.field("Code").fill(code);
  await editor.field("Code").press("Enter");
  await expect(frame.savedToast()).toBeVisible();
  // Enter saves and stays, like Save: the new site's blade becomes its editor.
  await expect(editor.root.getByRole("heading", { name: `Enter Store ${code}` })).toBeVisible();
  await expect(editor.button("Archive")).toBeVisible();
  await screenshotAlsoNarrow(page, testInfo, "saved-toast");

  await editor.field("Name").fill(`Enter Shop ${code}`);
  await editor.field("Name").press("Enter");
  await expect(editor.root.getByRole("heading", { name: `Enter Shop ${code}` })).toBeVisible();
  await expect(sites.row(`Enter Shop ${code}`)).toHaveCount(1);
});

test("Save & Close shows the 'Saved' toast once the blade has closed", async ({ page, workspace }) => {
  await workspace.signInAsDemo(DEMO.admin);
  const sites = new SitesBlade(workspace);
  await sites.open();
  await sites.button("Add").click();
  const editor = new SiteEditor(workspace);
  const code = `CLOSE${unique()}`;
  await editor.field("Name").fill(`Closing Store ${code}`);
  await editor.field("Code").fill(code);
  await editor.button("Save & Close").click();
  await expect(editor.root).toHaveCount(0);
  await expect(new EditorFrame(page, editor.root).savedToast()).toBeVisible();
});

test("a server message on one mixin of a product lands on that mixin, not on the parent product", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const code = unique();
  const create = (name: string, parentProducts: { parentProductId: string }[] = []) =>
    callApi<Product>(page.request, "POST", "product", {
      name: `${name} ${code}`,
      styleCode: `E2E-FRAME-${name.toUpperCase()}-${code}`,
      parentProducts,
    });
  const lining = await create("Lining");
  const buckle = await create("Buckle");
  const bag = await create("Bag", [{ parentProductId: lining.productId }, { parentProductId: buckle.productId }]);

  // The buckle is removed elsewhere while the bag's editor is open: the server refuses its mixin by path.
  const message = "This product is not there any more.";
  await page.route(`**/api/v1/product/${bag.productId}`, async (route) => {
    if (route.request().method() !== "PUT") return route.fallback();
    await route.fulfill({
      status: 400,
      json: { message: "Some fields are not valid.", modelState: { "parentProducts.1.parentProductId": [message] } },
    });
  });
  const editor = await ProductEditor.goto(workspace, bag.productId);
  const frame = new EditorFrame(page, editor.root);
  await editor.textbox("Name").fill(`Bag ${code} renamed`);
  await editor.save();

  await expect(frame.fieldError("parentProducts.1.parentProductId")).toHaveText(message);
  await expect(frame.fieldError("parentProducts.0.parentProductId")).toHaveCount(0);
  await expect(frame.fieldError("parentProductId")).toHaveCount(0);
  await expect(editor.section("Mixins").getByRole("listitem").nth(1)).toContainText(message);
  await expect(editor.errorCallout).toContainText(message);
  await expect(frame.savedToast()).toHaveCount(0);
  await screenshotAlsoNarrow(page, testInfo, "mixin-error");
});

test("a read-only user sees why the fields cannot be changed", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  const sites = new SitesBlade(workspace);
  await sites.open();
  await expect.poll(async () => (await sites.names()).length).toBeGreaterThan(0);
  const [first = ""] = await sites.names();
  await sites.openDetails(first);
  const editor = new SiteEditor(workspace);
  const frame = new EditorFrame(page, editor.root);
  await expect(frame.readOnlyNote()).toHaveText(EDITOR_TEXTS.readOnlyNote);
  await expect(editor.field("Name")).toBeDisabled();
  await editor
    .field("Name")
    .press("Enter")
    .catch(() => undefined);
  await expect(frame.savedToast()).toHaveCount(0);
  await screenshotAlsoNarrow(page, testInfo, "read-only-note");
});
