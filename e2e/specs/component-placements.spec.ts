import { readFile } from "node:fs/promises";
import {
  type ComponentPlacement,
  ComponentPlacementList,
  NO_COMPONENT_PLACEMENTS,
} from "@atelier/domain/catalogue/component-placement.schema";
import { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { invalidCodeMessage } from "@atelier/domain/shared/style-code";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { CatalogueListBlade } from "../pages/catalogue-list-blade";
import {
  ComponentPlacementEditor,
  ComponentPlacementsBlade,
  PlacementAnalyticsBlade,
} from "../pages/component-placements";
import { VersionPartsBlade } from "../pages/version-parts";
import { postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

/** A demo product in Development, so saving its groups needs no 'Confirm?' (its second version: other specs use the first). */
const DUFFEL = "BAG-WD-330";

/** A name or code no other run of the suite on this server has used. */
const unique = (name: string) => `${name}-${Date.now().toString(36)}`;

async function createType(request: APIRequestContext, name: string): Promise<ComponentType> {
  return ComponentType.parse(await postJson(request, "componenttype", { name, description: `${name} parts` }));
}

async function storedPlacements(page: Page): Promise<ComponentPlacement[]> {
  const response = await page.request.get("/api/v1/componentplacement");
  expect(response.ok()).toBe(true);
  return ComponentPlacementList.parse(await response.json()).componentPlacements;
}

/** The downloaded export: its file name, its first indented line and the placements' codes. */
async function readExport(download: Download): Promise<{ name: string; secondLine: string; codes: string[] }> {
  const text = await readFile(await download.path(), "utf8");
  const document = JSON.parse(text) as { componentPlacements: { code: string }[] };
  return {
    name: download.suggestedFilename(),
    secondLine: text.split("\n")[1] ?? "",
    codes: document.componentPlacements.map((placement) => placement.code),
  };
}

/** A tag some demo products carry, so the scope selector offers it. */
const DEMO_TAG = "summer-2026";

const EXPORT_FILE = /^ComponentPlacements-\d{4}-\d{2}-\d{2}\.json$/;

test("a new company's Component Placements blade says there are none", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  const email = uniqueEmail("no-placements");
  const company = `Bare Shop ${Date.now().toString(36)}`;
  await registerPage.goto();
  await registerPage.register({
    invitationCode: DEMO.invitationCode,
    fullName: "Bea Bare",
    email,
    company,
    password: "bare-shop",
  });
  await workspace.expectSignedIn(company, email);
  const list = new ComponentPlacementsBlade(workspace);
  await list.openFromSidebar();
  await expect(list.message).toHaveText(NO_COMPONENT_PLACEMENTS);
  await expect(list.button("Add")).toBeVisible();
  await expect(list.exportButton).toHaveCount(0);
  await screenshot(page, testInfo, "empty");
});

test("a placement gets two types reordered by dragging, then is filtered, exported, analysed and archived", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const upper = await createType(page.request, unique("Leather"));
  const lining = await createType(page.request, unique("Lining"));
  const list = new ComponentPlacementsBlade(workspace);
  await list.openFromSidebar();
  await expect(workspace.blade("Component Placements")).toBeVisible();

  await list.button("Add").click();
  const editor = new ComponentPlacementEditor(workspace);
  await expect(editor.root.getByRole("heading", { name: "Add a component placement" })).toBeVisible();
  await expect(editor.button("Archive")).toHaveCount(0);
  await expect(editor.button("Analytics")).toHaveCount(0);
  await editor.button("Save").click();
  await expect(editor.root.getByText(fieldMessages.required("Name"), { exact: true })).toBeVisible();
  await expect(editor.root.getByText(fieldMessages.required("Code"), { exact: true })).toBeVisible();
  await editor.field("Code").fill("toe cap");
  await expect(editor.root.getByText(invalidCodeMessage("Code"), { exact: true })).toBeVisible();
  await screenshot(page, testInfo, "validation");

  const code = unique("TOE");
  const name = `Toe cap ${code}`;
  await editor.field("Name").fill(name);
  await editor.field("Code").fill(code);
  await editor.field("Description").fill("The front of the Shoe");
  // Joint tags belong to joints only.
  await expect(editor.tags("Joint tags")).toHaveCount(0);
  await editor.choose("Usage", "Joint");
  await expect(editor.tags("Joint tags")).toBeVisible();
  await editor.choose("Usage", "3D Model");
  await expect(editor.tags("Joint tags")).toHaveCount(0);
  await editor.root.getByRole("checkbox", { name: "Do not track inventory" }).check();
  await editor.tags("Component tags").fill("leather-goods");
  await editor.tags("Component tags").press("Enter");
  await editor.choose("Assistant type", "MaterialColor");
  await editor.field("Assistant description").fill("Ask which leather and colour the toe should be.");

  await editor.formButton("Pick types").click();
  const picker = new CatalogueListBlade(workspace, { id: "ComponentTypes.pick" }, "component-types-blade");
  await picker.expectLoaded();
  await expect(picker.root.getByTestId("pick-title")).toHaveText("Pick Many");
  await picker.choose(upper.name);
  await picker.choose(lining.name);
  await screenshot(page, testInfo, "picking types");
  await picker.button("Done").click();
  await workspace.expectBlades(["WhatsNew", "ComponentPlacements", "EditComponentPlacement"]);
  await editor.expectTypeNames([upper.name, lining.name]);
  await editor.root.getByRole("textbox", { name: `Code prefix of ${upper.name}` }).fill("UP-");
  await editor.root.getByRole("textbox", { name: `Code suffix of ${lining.name}` }).fill("-L");
  await editor.root.getByRole("checkbox", { name: `Optional: ${lining.name}` }).check();
  await editor.dragType(1, 0);
  await editor.expectTypeNames([lining.name, upper.name]);
  await editor.root.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "editor");

  await editor.button("Save").click();
  // Save stays: the new placement's blade becomes its editor, with Archive, export and Analytics.
  await expect(editor.root.getByRole("heading", { name })).toBeVisible();
  await expect(editor.button("Archive")).toBeVisible();
  await expect(editor.button("Analytics")).toBeVisible();
  const stored = (await storedPlacements(page)).find((placement) => placement.code === code);
  expect(stored).toMatchObject({
    name,
    description: "The front of the Shoe",
    usage: "Model",
    doNotTrackInventory: true,
    componentTags: ["leather-goods"],
    assistantType: "MaterialColor",
    componentTypes: [
      expect.objectContaining({ componentTypeId: lining.componentTypeId, codeSuffix: "-L", optional: true }),
      expect.objectContaining({ componentTypeId: upper.componentTypeId, codePrefix: "UP-", optional: false }),
    ],
  });
  await editor.button("Save & Close").click();
  await workspace.expectBlades(["WhatsNew", "ComponentPlacements"]);

  // A second placement, so the filter has something to leave out.
  const heel = unique("HEEL");
  await postJson(page.request, "componentplacement", { name: `Heel ${heel}`, code: heel });
  await list.button("Refresh").click();
  await expect(list.row(`Heel ${heel}`)).toHaveCount(1);
  await expect(list.exportButton).toHaveCount(0);
  // The filter searches code, name and description, whatever the case.
  await list.filter("front of the shoe");
  await expect.poll(() => list.names()).toEqual([name]);
  await list.filter(code.toLowerCase());
  await expect.poll(() => list.names()).toEqual([name]);
  await expect(list.exportButton).toBeVisible();
  await screenshot(page, testInfo, "filtered");
  const [download] = await Promise.all([page.waitForEvent("download"), list.exportButton.click()]);
  const exported = await readExport(download);
  expect(exported.name).toMatch(EXPORT_FILE);
  expect(exported.secondLine).toMatch(/^ {4}"\w+": /);
  expect(exported.codes).toEqual([code]);
  await list.filter("no placement is called this");
  await expect(list.message).toHaveText(MESSAGES.noResults);
  await expect(list.exportButton).toHaveCount(0);
  await list.filter("");
  await expect(list.exportButton).toHaveCount(0);

  await list.openDetails(name);
  await expect(editor.field("Name")).toHaveValue(name);
  await editor.expectTypeNames([lining.name, upper.name]);
  const [single] = await Promise.all([page.waitForEvent("download"), editor.button("Export as batch").click()]);
  expect((await readExport(single)).codes).toEqual([code]);

  await editor.button("Analytics").click();
  await workspace.expectBlades([
    "WhatsNew",
    "ComponentPlacements",
    "EditComponentPlacement",
    "ComponentPlacementAnalytics",
  ]);
  const analytics = new PlacementAnalyticsBlade(workspace);
  await expect(analytics.root.getByRole("heading", { name: "Component Placements" })).toBeVisible();
  await expect(analytics.empty).toHaveText("There is no analytics data for these dates yet.");
  await expect(analytics.dates).toContainText(" – ");
  await screenshot(page, testInfo, "analytics");
  await workspace.closeBlade("Component Placement Analytics");

  await editor.button("Archive").click();
  await editor.button("Confirm?").click();
  await workspace.expectBlades(["WhatsNew", "ComponentPlacements"]);
  await expect(list.row(name)).toHaveCount(0);
  expect((await storedPlacements(page)).some((placement) => placement.code === code)).toBe(false);
});

test("the tag-scope toggle limits the placements to the scope's tags and back", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const run = unique("scope");
  await postJson(page.request, "componentplacement", { name: `Summer ${run}`, code: `S-${run}`, tags: [DEMO_TAG] });
  await postJson(page.request, "componentplacement", { name: `Winter ${run}`, code: `W-${run}`, tags: ["winter"] });
  const list = new ComponentPlacementsBlade(workspace);
  await list.openFromSidebar();
  await expect(list.button("Tag scope")).toBeDisabled();
  await list.filter(run);
  await expect.poll(() => list.names()).toEqual([`Summer ${run}`, `Winter ${run}`]);

  await workspace.scopeTo(DEMO_TAG);
  await expect(list.button("Tag scope")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => list.names()).toEqual([`Summer ${run}`]);
  await screenshot(page, testInfo, "scoped");
  await list.button("Tag scope").click();
  await expect.poll(() => list.names()).toEqual([`Summer ${run}`, `Winter ${run}`]);
});

test("the analytics panel lists the top components of the chosen dates", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const code = unique("LACE");
  const placement = await postJson(page.request, "componentplacement", { name: `Laces ${code}`, code });
  const { componentPlacementId } = placement as { componentPlacementId: string };
  // The counts come from saved recipes; the panel is checked against a known answer of the call.
  const asked: URLSearchParams[] = [];
  await page.route("**/api/v1/analytics/components?*", async (route) => {
    asked.push(new URL(route.request().url()).searchParams);
    const components = [
      { code: `${code}-RED`, count: 120 },
      { code: `${code}-BLUE`, count: 45 },
      { code: `${code}-WHITE`, count: 3 },
    ];
    await route.fulfill({ json: { components } });
  });
  await page.goto(`/?b=ComponentPlacementAnalytics.list.${encodeURIComponent(componentPlacementId)}`);
  const analytics = new PlacementAnalyticsBlade(workspace);
  const rows = analytics.root.getByTestId("analytics-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`${code}-RED`);
  await expect(rows.nth(0)).toContainText("120");
  await expect(rows.nth(2)).toContainText(`${code}-WHITE`);
  const first = asked[0];
  expect(first?.get("placement")).toBe(componentPlacementId);
  expect(first?.get("sort")).toBe("-1");
  expect(first?.get("mode")).toBe("0");
  await screenshot(page, testInfo, "top list");

  await analytics.dates.click();
  await page.getByRole("button", { name: "Last 7 Days", exact: true }).click();
  await expect.poll(() => asked.length).toBe(2);
  const days = (query: URLSearchParams | undefined, end: "start" | "end") =>
    new Date(Number(query?.get(`${end}year`)), Number(query?.get(`${end}month`)) - 1, Number(query?.get(`${end}day`)));
  const span = (query: URLSearchParams | undefined) =>
    Math.round((days(query, "end").getTime() - days(query, "start").getTime()) / 86_400_000);
  expect(span(first)).toBe(29);
  expect(span(asked[1])).toBe(6);
});

test("placements are picked into a version group, shown by name and code", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const made = [];
  for (const label of ["Buckle", "Strap"]) {
    const code = unique(label.toUpperCase());
    made.push({ name: `${label} ${code}`, code });
    await postJson(page.request, "componentplacement", { name: `${label} ${code}`, code });
  }
  const [buckle, strap] = made as [{ name: string; code: string }, { name: string; code: string }];
  const itemId = await VersionPartsBlade.versionItemId(page, DUFFEL, 2);
  const groups = new VersionPartsBlade(workspace, "EditVersionGroups");
  await groups.openThroughVersionEditor(itemId);
  await groups.button("Add group").click();
  await groups.field(groups.item("New group"), "Name").fill("Hardware");
  const hardware = groups.item("Hardware");

  await hardware.getByRole("button", { name: "Add Placement", exact: true }).click();
  const picker = new ComponentPlacementsBlade(workspace);
  await picker.expectLoaded();
  await expect(picker.body).toHaveAttribute("data-mode", "pick-many");
  await expect(picker.pickTitle).toHaveText("Pick Many");
  await expect(picker.button("Add")).toHaveCount(0);
  await picker.filter(buckle.code);
  await picker.choose(buckle.name);
  await picker.filter(strap.code);
  await picker.choose(strap.name);
  await expect(picker.root.getByTestId("pick-count")).toHaveText("2 selected");
  await screenshot(page, testInfo, "picking");
  await picker.button("Done").click();
  await expect(picker.root).toHaveCount(0);
  const assignments = hardware.getByTestId("placement-assignment");
  await expect(assignments).toHaveCount(2);
  await expect(assignments.nth(0)).toContainText(`${buckle.name} (${buckle.code})`);
  await expect(assignments.nth(1)).toContainText(`${strap.name} (${strap.code})`);

  // What the group has already is not offered again.
  await hardware.getByRole("button", { name: "Add Placement", exact: true }).click();
  await picker.expectLoaded();
  await picker.filter(buckle.code);
  await expect(picker.message).toHaveText(MESSAGES.noResults);
  await workspace.closeBlade("Component Placements");
  await expect(assignments).toHaveCount(2);

  await groups.save();
  await page.reload();
  await groups.expectLoaded();
  await groups.toggleItem("Hardware");
  await expect(assignments.nth(0)).toContainText(`${buckle.name} (${buckle.code})`);
  await groups.scrollToTop();
  await screenshot(page, testInfo, "group");
});

test("a read-only user sees placements with no add, export, save, archive, pick or drag controls", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const type = await createType(page.request, unique("Sole"));
  const code = unique("SOLE");
  const name = `Sole ${code}`;
  await postJson(page.request, "componentplacement", {
    name,
    code,
    componentTypes: [{ componentTypeId: type.componentTypeId, codePrefix: "S-" }],
  });
  await workspace.signOut();
  await workspace.signInAsDemo(DEMO.viewer);

  const list = new ComponentPlacementsBlade(workspace);
  await list.openFromSidebar();
  await expect(list.row(name)).toBeVisible();
  await expect(list.button("Add")).toHaveCount(0);
  await list.filter(code);
  await expect.poll(() => list.names()).toEqual([name]);
  await expect(list.exportButton).toHaveCount(0);

  await list.openDetails(name);
  const editor = new ComponentPlacementEditor(workspace);
  await expect(editor.field("Name")).toBeDisabled();
  await editor.expectTypeNames([type.name]);
  await expect(editor.root.getByRole("textbox", { name: `Code prefix of ${type.name}` })).toBeDisabled();
  for (const button of ["Archive", "Save", "Save & Close", "Export as batch"] as const) {
    await expect(editor.button(button)).toHaveCount(0);
  }
  for (const button of ["Pick types", "Drag to reorder", `Remove ${type.name}`]) {
    await expect(editor.formButton(button)).toHaveCount(0);
  }
  await expect(editor.button("Analytics")).toBeVisible();
  await screenshot(page, testInfo, "editor");
});
