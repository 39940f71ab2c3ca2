import { DIMENSION_AGGREGATE_LABELS, type Dimension, DimensionList } from "@atelier/domain/catalogue/dimension.schema";
import { LOCALES, NO_LOCALES } from "@atelier/domain/catalogue/locales";
import { NO_SITES, SITE_CODE_HINT } from "@atelier/domain/catalogue/site.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { invalidCodeMessage } from "@atelier/domain/shared/style-code";
import type { Page } from "@playwright/test";
import { CatalogueListBlade } from "../pages/catalogue-list-blade";
import { DimensionEditor, DimensionsBlade } from "../pages/dimensions";
import { DiscardChangesDialog } from "../pages/discard-changes-dialog";
import { SiteEditor, SitesBlade } from "../pages/sites";
import { postJson } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A dimension of the demo company as the server gives it, by name. */
async function dimensionNamed(page: Page, name: string): Promise<Dimension> {
  const response = await page.request.get("/api/v1/dimension");
  const found = DimensionList.parse(await response.json()).dimensions.find((dimension) => dimension.name === name);
  if (found === undefined) throw new Error(`No dimension named ${name}`);
  return found;
}

/** A tag of a product of the company, so the scope selector offers it. */
const SCOPE_TAG = "summer-2026";

test("an editor adds, edits and archives a site, with the form's and the server's messages first", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  // The demo company has sites: a new company starts with none.
  await registerNewCompany(registerPage, workspace, "Siteless Shop");
  await workspace.closeBlade("What's new");
  const sites = new SitesBlade(workspace);
  await sites.open();
  await expect(sites.message).toHaveText(NO_SITES);
  await screenshot(page, testInfo, "empty");

  await sites.button("Add").click();
  const editor = new SiteEditor(workspace);
  await expect(editor.root.getByText(SITE_CODE_HINT)).toBeVisible();
  await expect(editor.button("Archive")).toHaveCount(0);
  await editor.button("Save").click();
  await expect(editor.root.getByText(fieldMessages.required("Name"))).toBeVisible();
  await expect(editor.root.getByText(fieldMessages.required("Code"))).toBeVisible();
  await editor.field("Code").fill("paris store");
  await expect(editor.root.getByText(invalidCodeMessage("Code"))).toBeVisible();
  await screenshot(page, testInfo, "validation");

  await editor.field("Name").fill("Paris Store");
  await editor.field("Code").fill("PARIS");
  await editor.addTags("europe", "flagship");
  await editor.root.getByRole("checkbox", { name: "External inventory" }).check();
  await editor.button("Save").click();
  // Save stays: the new site's blade becomes its editor, with Archive.
  await expect(editor.root.getByRole("heading", { name: "Paris Store" })).toBeVisible();
  await expect(editor.button("Archive")).toBeVisible();
  await expect(sites.row("Paris Store")).toHaveCount(1);
  await screenshot(page, testInfo, "saved");
  await editor.button("Save & Close").click();
  await workspace.expectBlades(["Sites"]);

  // A second site with the same code: the server's message lands on the code field.
  await sites.button("Add").click();
  await editor.field("Name").fill("Paris Outlet");
  await editor.field("Code").fill("PARIS");
  await editor.button("Save & Close").click();
  await expect(editor.root.getByText(/A site with this code already exists/).first()).toBeVisible();
  await expect(editor.field("Code")).toHaveAttribute("aria-invalid", "true");
  await screenshot(page, testInfo, "code taken");
  await editor.field("Code").fill("PARIS-OUTLET");
  await editor.button("Save & Close").click();
  await workspace.expectBlades(["Sites"]);
  await expect(sites.row("Paris Outlet")).toHaveCount(1);

  await sites.filter("outlet");
  await expect.poll(() => sites.names()).toEqual(["Paris Outlet"]);
  await sites.filter("");
  await sites.openDetails("Paris Store");
  await expect(editor.root.getByRole("checkbox", { name: "External inventory" })).toBeChecked();
  await expect(editor.root.getByText("flagship", { exact: true })).toBeVisible();
  await editor.field("Name").fill("Paris Flagship");
  await editor.button("Save & Close").click();
  await expect(sites.row("Paris Flagship")).toHaveCount(1);
  await screenshot(page, testInfo, "list");

  await sites.openDetails("Paris Outlet");
  await editor.archive();
  await workspace.expectBlades(["Sites"]);
  await expect(sites.row("Paris Outlet")).toHaveCount(0);
  await expect.poll(() => sites.names()).toEqual(["Paris Flagship"]);
});

test("an editor adds, edits, scopes and archives dimensions", async ({ page, registerPage, workspace }, testInfo) => {
  // The demo company has dimensions: a new company starts with none, and a product tagged for the scope.
  await registerNewCompany(registerPage, workspace, "Dimensionless Shop");
  await postJson(page.request, "product", { name: "Scoped Tote", styleCode: "SCOPED-TOTE", tags: [SCOPE_TAG] });
  await page.reload();
  await workspace.closeBlade("What's new");
  const dimensions = new DimensionsBlade(workspace);
  await dimensions.open("Metadata");
  await expect(dimensions.message).toHaveText("There are no dimensions.");
  await expect(dimensions.button("Tag scope")).toBeDisabled();

  await dimensions.button("Add").click();
  const editor = new DimensionEditor(workspace);
  await editor.button("Save").click();
  for (const label of ["Name", "Code", "Unit"]) {
    await expect(editor.root.getByText(fieldMessages.required(label))).toBeVisible();
  }
  await expect(editor.aggregation(DIMENSION_AGGREGATE_LABELS.Sum)).toBeChecked();
  await screenshot(page, testInfo, "validation");

  await editor.field("Name").fill("Width");
  await editor.field("Code").fill("WIDTH");
  await editor.field("Unit").fill("mm");
  await editor.field("Description").fill("Outer width of the product");
  await editor.addTags(SCOPE_TAG);
  await editor.aggregation(DIMENSION_AGGREGATE_LABELS.Max).check();
  await editor.button("Save & Close").click();
  await workspace.expectBlades(["Dimensions"]);

  await dimensions.button("Add").click();
  await editor.field("Name").fill("Weight");
  await editor.field("Code").fill("WEIGHT");
  await editor.field("Unit").fill("g");
  await editor.button("Save & Close").click();
  await expect.poll(() => dimensions.names()).toEqual(["Weight", "Width"]);
  await expect(dimensions.row("Width")).toContainText("mm · Max · Outer width of the product");

  // The scope toggle limits the list to the dimensions tagged with the scope's tags.
  await workspace.scopeTo(SCOPE_TAG);
  await expect(dimensions.button("Tag scope")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => dimensions.names()).toEqual(["Width"]);
  await screenshot(page, testInfo, "scoped");
  await dimensions.button("Tag scope").click();
  await expect.poll(() => dimensions.names()).toEqual(["Weight", "Width"]);

  await dimensions.openDetails("Width");
  await expect(editor.aggregation(DIMENSION_AGGREGATE_LABELS.Max)).toBeChecked();
  await editor.aggregation(DIMENSION_AGGREGATE_LABELS.Min).check();
  await editor.field("Unit").fill("cm");
  await editor.button("Save").click();
  await expect(editor.errorCallout).toHaveCount(0);
  await screenshot(page, testInfo, "editor");
  await editor.button("Save & Close").click();
  await expect(dimensions.row("Width")).toContainText("cm · Min");

  // Someone else saves Weight meanwhile: this editor's save is refused and its edits stay.
  await dimensions.openDetails("Weight");
  // The editor holds the dimension as it read it before the change behind its back.
  await expect(editor.field("Unit")).toHaveValue("g");
  const weight = await dimensionNamed(page, "Weight");
  const changed = await page.request.put(`/api/v1/dimension/${weight.dimensionId}`, {
    data: { ...weight, unit: "kg" },
    headers: { origin: BASE_URL },
  });
  expect(changed.ok()).toBe(true);
  await editor.field("Unit").fill("lb");
  await editor.button("Save").click();
  await expect(editor.errorCallout).toContainText(MESSAGES.staleEtag);
  await expect(editor.field("Unit")).toHaveValue("lb");
  await screenshot(page, testInfo, "stale");
  await workspace.closeBladeOfKind("EditDimension");
  // The refused edits are still unsaved: closing asks first.
  await new DiscardChangesDialog(page).discard();
  await dimensions.openDetails("Weight");
  await expect(editor.field("Unit")).toHaveValue("kg");
  await editor.archive();
  await workspace.expectBlades(["Dimensions"]);
  await expect.poll(() => dimensions.names()).toEqual(["Width"]);
});

test("Locales lists the built-in languages, read-only, with a quick filter", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  // A pick opened by its address has no caller waiting, so the blade shows its list.
  await page.goto("/?b=Locales.pick");
  const locales = new CatalogueListBlade(workspace, { kind: "Locales" }, "locales-blade");
  await locales.expectLoaded();
  await expect(locales.count).toHaveText(`${LOCALES.length} of ${LOCALES.length}`);
  await expect(locales.button("Add")).toHaveCount(0);
  await screenshot(page, testInfo, "list");

  await locales.filter("english kingdom");
  await expect.poll(() => locales.names()).toEqual(["English"]);
  await expect(locales.rows.first()).toContainText("en-GB");
  await expect(locales.rows.first()).toContainText("United Kingdom");
  await locales.filter("fr-");
  const french = LOCALES.filter((locale) => locale.code.startsWith("fr-"));
  await expect(locales.count).toHaveText(`${french.length} of ${LOCALES.length}`);
  await screenshot(page, testInfo, "filtered");
  await locales.filter("klingon");
  await expect(locales.message).toHaveText(MESSAGES.noResults);
  expect(NO_LOCALES).toBe("There are no locales.");
});

test("Timezones lists the IANA zones with their offsets and filters them", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  await page.goto("/?b=Timezones.list");
  const zones = new CatalogueListBlade(workspace, { kind: "Timezones" }, "time-zones-blade");
  await zones.expectLoaded();
  await expect(workspace.blade("Time Zones")).toBeVisible();
  await screenshot(page, testInfo, "list");
  await zones.filter("new york");
  await expect.poll(() => zones.names()).toEqual(["America/New_York"]);
  await expect(zones.rows.first()).toContainText(/UTC-0[45]:00/);
  await zones.filter("tokyo");
  await expect(zones.rows.first()).toContainText("UTC+09:00");
  await screenshot(page, testInfo, "filtered");
});

test("a read-only user sees sites and dimensions without any control", async ({ page, workspace }, testInfo) => {
  // The admin adds what the viewer then reads (new names and codes, so the test runs again on one server).
  const run = Date.now().toString(36).toUpperCase();
  const siteName = `Lyon Store ${run}`;
  const dimensionName = `Depth ${run}`;
  await postJson(page.request, "account/login", { username: DEMO.admin, password: DEMO.password });
  await postJson(page.request, "site", { name: siteName, code: `LYON-${run}` });
  await postJson(page.request, "dimension", { name: dimensionName, code: `DEPTH-${run}`, unit: "mm" });
  await postJson(page.request, "account/logout", {}).catch(() => undefined);
  await page.context().clearCookies();

  await workspace.signInAsDemo(DEMO.viewer);
  const sites = new SitesBlade(workspace);
  await sites.open();
  await expect(sites.row(siteName)).toHaveCount(1);
  await expect(sites.button("Add")).toHaveCount(0);
  await sites.openDetails(siteName);
  const siteEditor = new SiteEditor(workspace);
  await expect(siteEditor.field("Name")).toHaveValue(siteName);
  await expect(siteEditor.field("Name")).toBeDisabled();
  await expect(siteEditor.toolbar).toHaveCount(0);
  await expect(siteEditor.root.getByRole("button", { name: /Save|Archive/ })).toHaveCount(0);
  await screenshot(page, testInfo, "site");

  const dimensions = new DimensionsBlade(workspace);
  await dimensions.open("Metadata");
  await expect(dimensions.button("Add")).toHaveCount(0);
  await dimensions.openDetails(dimensionName);
  const dimensionEditor = new DimensionEditor(workspace);
  await expect(dimensionEditor.field("Unit")).toBeDisabled();
  await expect(dimensionEditor.toolbar).toHaveCount(0);
  await expect(dimensionEditor.aggregation(DIMENSION_AGGREGATE_LABELS.Sum)).toBeDisabled();
  await screenshot(page, testInfo, "dimension");
});
