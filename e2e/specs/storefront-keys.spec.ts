import { CurrentUser } from "@atelier/domain/account/account.schema";
import { StorefrontKeyList } from "@atelier/domain/account/storefront-key.schema";
import { fieldMessages } from "@atelier/domain/shared/messages";
import type { APIRequestContext } from "@playwright/test";
import { StorefrontKeyEditor, StorefrontKeyShownOnce, StorefrontKeysSection } from "../pages/storefront-keys";
import { callApi } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { screenshot } from "../support/screenshot";

const SHOP = "https://shop.example.com";
const LOCAL_SHOP = "http://localhost:8080";
const ORIGIN_MESSAGE = "An origin is a scheme, a host and an optional port, such as https://shop.example.com.";

/** A customer call (a blueprint of a product that does not exist) made with `key` from `origin`. */
async function customerCall(request: APIRequestContext, key: string, origin: string) {
  const response = await request.fetch(`${BASE_URL}/api/v1/blueprint/NO-SUCH-STYLE/_`, {
    headers: { authorization: `Bearer ${key}`, origin },
  });
  return { status: response.status(), allowOrigin: response.headers()["access-control-allow-origin"] };
}

test("an administrator adds a storefront key, sees it once, edits its origins and revokes it", async ({
  page,
  context,
  registerPage,
  workspace,
}, testInfo) => {
  await registerNewCompany(registerPage, workspace, "Storefront Shop");
  await workspace.closeBlade("What's new");
  const keys = new StorefrontKeysSection(workspace);
  await keys.panel.open();
  await expect(keys.empty).toHaveText("There are no storefront keys.");

  await keys.addButton.click();
  const editor = new StorefrontKeyEditor(workspace);
  await expect(editor.button("Revoke")).toHaveCount(0);
  await editor.addOriginValue("shop.example.com");
  await editor.button("Save").click();
  await expect(editor.message(fieldMessages.required("Name"))).toBeVisible();
  await expect(editor.origin(0)).toHaveAccessibleDescription(ORIGIN_MESSAGE);
  await editor.field("Name").fill("Web shop");
  await editor.origin(0).fill(`${SHOP}/`);
  await expect(editor.origin(0)).not.toHaveAccessibleDescription(ORIGIN_MESSAGE);
  await editor.addOriginValue(LOCAL_SHOP);
  await editor.addOriginValue("https://old.example.com");
  await screenshot(page, testInfo, "key editor");
  await editor.button("Save").click();

  const shown = new StorefrontKeyShownOnce(page);
  const key = await shown.value();
  expect(key).toMatch(/^pk_[A-Za-z0-9]{32}$/);
  await expect(shown.root).toContainText("The storefront key is displayed only once");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await shown.copyButton.click();
  await expect(shown.copyButton).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Only Done closes it.
  await page.keyboard.press("Escape");
  await expect(shown.root.getByRole("dialog")).toBeVisible();
  await screenshot(page, testInfo, "shown once");
  await shown.done.click();
  await expect(shown.key).toHaveCount(0);
  await workspace.expectBlades(["Account"]);

  await expect(keys.row("Web shop")).toContainText(`${key.slice(0, 10)}…`);
  await expect(keys.row("Web shop")).toContainText("Last used never");
  await expect(keys.origins("Web shop")).toHaveText([SHOP, LOCAL_SHOP, "https://old.example.com"]);
  expect(await page.content()).not.toContain(key);

  // The key works on customer routes from its origins only, and on nothing else.
  expect(await customerCall(page.request, key, SHOP)).toEqual({ status: 404, allowOrigin: SHOP });
  expect(await customerCall(page.request, key, "https://evil.example")).toEqual({
    status: 403,
    allowOrigin: undefined,
  });
  const asStorefront = await page.request.fetch(`${BASE_URL}/api/v1/product`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(asStorefront.status()).toBe(403);
  await page.reload();
  await keys.panel.open();
  await expect(keys.row("Web shop")).not.toContainText("Last used never");
  await keys.panel.scrollTo(keys.root);
  await keys.row("Web shop").scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "storefront keys");

  await keys.editButton("Web shop").click();
  await expect(editor.title).toHaveText("Web shop");
  await expect(editor.origins).toHaveCount(3);
  await editor.removeOrigin(2).click();
  await editor.removeOrigin(0).click();
  await expect(editor.origin(0)).toHaveValue(LOCAL_SHOP);
  await editor.field("Name").fill("Local shop");
  await editor.button("Save").click();
  await workspace.expectBlades(["Account"]);
  await expect(keys.origins("Local shop")).toHaveText([LOCAL_SHOP]);
  expect(await customerCall(page.request, key, SHOP)).toEqual({ status: 403, allowOrigin: undefined });
  expect(await customerCall(page.request, key, LOCAL_SHOP)).toEqual({ status: 404, allowOrigin: LOCAL_SHOP });

  await keys.editButton("Local shop").click();
  await editor.revoke();
  await workspace.expectBlades(["Account"]);
  await expect(keys.empty).toBeVisible();
  expect((await customerCall(page.request, key, LOCAL_SHOP)).status).toBe(401);
  const companyId = CurrentUser.parse(await callApi(page.request, "GET", "account")).company.companyId;
  const listed = StorefrontKeyList.parse(await callApi(page.request, "GET", `company/${companyId}/storefrontkey`));
  expect(listed.storefrontKeys).toEqual([]);
});
