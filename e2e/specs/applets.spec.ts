import { AppletList } from "@atelier/domain/settings/applet.schema";
import type { Page } from "@playwright/test";
import { AppletEditor, AppletOverlay, AppletsBlade } from "../pages/applets";
import { ProductEditor } from "../pages/product-editor";
import { SettingsPanel } from "../pages/settings";
import { VersionApi } from "../pages/version-editor";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A test applet's page: it tries to read the workspace's cookies and to call the API, and writes what it got. */
const PROBE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head>
<body><main><h1>Sandbox probe</h1><table aria-label="Model"><tbody id="model"></tbody></table>
<p>Cookies: <output id="cookies">checking</output></p><p>API: <output id="api">checking</output></p></main>
<script src="probe.js"></script></body></html>`;

const PROBE_JS = `
new URLSearchParams(location.search).forEach(function (value, name) {
  var row = document.createElement("tr");
  var key = document.createElement("th"); key.scope = "row"; key.textContent = name;
  var cell = document.createElement("td"); cell.textContent = value;
  row.append(key, cell); document.getElementById("model").append(row);
});
var cookies = document.getElementById("cookies");
try { cookies.textContent = "read: " + JSON.stringify(document.cookie); }
catch (error) { cookies.textContent = "blocked: " + error.name; }
var api = document.getElementById("api");
try {
  fetch("/api/v1/account", { credentials: "include" }).then(
    function (response) { return response.text().then(function (text) { api.textContent = "answered " + response.status + " " + text.slice(0, 40); }); },
    function (error) { api.textContent = "blocked: " + error.name; });
} catch (error) { api.textContent = "blocked: " + error.name; }
`;

async function appletIdNamed(page: Page, name: string): Promise<string> {
  const response = await page.request.get("/api/v1/app");
  const found = AppletList.parse(await response.json()).applets.find((applet) => applet.name === name);
  if (!found) throw new Error(`No applet named ${name}`);
  return found.appletId;
}

test("an administrator uploads an applet, opens it from the sidebar's Apps, and its sandbox keeps the session out", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const settings = new SettingsPanel(workspace);
  await settings.open();
  await settings.link("Applets").click();
  const applets = new AppletsBlade(workspace);
  await expect(applets.body).toBeVisible();
  await expect(applets.rows.filter({ hasText: "Model viewer" })).toBeVisible();
  await applets.button("Add").click();

  const editor = new AppletEditor(workspace);
  await editor.button("Save").click();
  await expect(editor.root.getByText("Name is required.")).toBeVisible();
  await editor.field("Name").fill("Sandbox probe");
  await editor.field("Description").fill("Tries to reach the workspace");
  await expect(editor.scope("Global")).toBeChecked();
  await editor.button("Save").click();
  await expect(editor.root.getByRole("heading", { name: "Sandbox probe" })).toBeVisible();
  await editor.upload([
    { name: "index.html", mimeType: "text/html", content: PROBE_HTML },
    { name: "probe.js", mimeType: "text/javascript", content: PROBE_JS },
    { name: "notes.txt", mimeType: "text/plain", content: "first" },
  ]);
  await editor.upload([{ name: "notes.txt", mimeType: "text/plain", content: "second, longer" }]);
  await expect(editor.files.getByRole("row")).toHaveCount(3);
  await editor.removeFile("notes.txt");
  await expect(editor.files.getByRole("row")).toHaveCount(2);
  await screenshotAlsoNarrow(page, testInfo, "editor");

  const apps = workspace.sidebarItem("Apps");
  await apps.click();
  await workspace.sidebarItem("Sandbox probe").click();
  const overlay = new AppletOverlay(page);
  await overlay.expectShowing("Sandbox probe");
  const company = await workspace.companyName.textContent();
  await expect(overlay.modelValue("companyName")).toHaveText(company ?? "");
  await expect(overlay.frame.locator("#cookies")).toHaveText(/^blocked: SecurityError$/);
  await expect(overlay.frame.locator("#api")).toHaveText(/^blocked: TypeError$/);
  await screenshot(page, testInfo, "overlay");
  await overlay.close();

  // The same file opened at the top level runs sandboxed too: its own origin is opaque.
  const appletId = await appletIdNamed(page, "Sandbox probe");
  await page.goto(`/api/v1/app/${appletId}/index.html?from=address`);
  await expect(page.locator("#cookies")).toHaveText(/^blocked: SecurityError$/);
  await expect(page.locator("#api")).toHaveText(/^blocked: TypeError$/);

  await workspace.goto();
  await page.goto(`/?b=EditApplet.edit.${appletId}`);
  await editor.button("Delete").click();
  await editor.button("Confirm?").click();
  await expect(editor.root).toHaveCount(0);
  expect(await page.request.get(`/api/v1/app/${appletId}/index.html`).then((r) => r.status())).toBe(404);
});

test("a Product applet opens from the product editor's More menu with the product's model", async ({
  page,
  workspace,
  request,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Applet Sneaker");
  await workspace.signInAsDemo(DEMO.admin);
  const editor = await ProductEditor.goto(workspace, product.productId);
  await editor.button("More").click();
  await expect(page.getByRole("menu").getByText("Applets")).toBeVisible();
  await screenshot(page, testInfo, "more-menu");
  await page.getByRole("menuitem", { name: "Product model" }).click();
  const overlay = new AppletOverlay(page);
  await overlay.expectShowing("Product model");
  await expect(overlay.modelValue("productId")).toHaveText(product.productId);
  await expect(overlay.modelValue("styleCode")).toHaveText(product.styleCode);
  await screenshotAlsoNarrow(page, testInfo, "product-applet");
  await overlay.close();
});
