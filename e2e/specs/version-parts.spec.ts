import { NO_PACKAGES_YET, SAVE_PACKAGES_FIRST } from "@atelier/domain/product/package.schema";
import { NEW_GROUP_NAME, NEW_VIEW_NAME, Version, VersionFields } from "@atelier/domain/product/version.schema";
import { VIEW_ANGLE_MESSAGES } from "@atelier/domain/product/view-angles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { APIRequestContext } from "@playwright/test";
import { ComponentPlacementsBlade } from "../pages/component-placements";
import { VersionPartsBlade } from "../pages/version-parts";
import { postJson } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** Demo products in Development, so saves need no 'Confirm?'. */
const TEE = "APP-OT-620";
const DUFFEL = "BAG-WD-330";
/** Demo products in Production: saving their versions needs a 'Confirm?' click. */
const CARD_HOLDER = "LTH-CH-420";
const WATCH_STRAP = "ACC-WS-720";
const BACKPACK = "BAG-EB-300";

const API_HEADERS = { origin: BASE_URL, "content-type": "application/json" };

test("groups: add, rename, add an attribute and a placement, move up, delete with Confirm?, save", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const code = `front-print-${Date.now().toString(36)}`;
  const placement = { name: "Front print", code };
  await postJson(page.request, "componentplacement", placement);
  const itemId = await VersionPartsBlade.versionItemId(page, TEE, 1);
  const groups = new VersionPartsBlade(workspace, "EditVersionGroups");
  await groups.openThroughVersionEditor(itemId);
  await expect(groups.heading).toHaveText("Groups of v1 of Organic Cotton Tee");

  // A new group is called 'New group' and opens; renaming it renames its accordion item.
  await groups.button("Add group").click();
  await expect(groups.item(NEW_GROUP_NAME)).toBeVisible();
  await groups.field(groups.item(NEW_GROUP_NAME), "Name").fill("Body");
  await groups.field(groups.item("Body"), "Code").fill("body");
  await groups.button("Add group").click();
  await groups.field(groups.item(NEW_GROUP_NAME), "Name").fill("Sleeves");
  const sleeves = groups.item("Sleeves");
  await sleeves.getByRole("button", { name: "Add attribute", exact: true }).click();
  await sleeves.getByRole("textbox", { name: "Attribute name" }).fill("print-area");
  await sleeves.getByRole("textbox", { name: "Attribute value" }).fill("left");
  await groups.item("Body").getByRole("button", { name: "Add Placement", exact: true }).click();
  const placements = new ComponentPlacementsBlade(workspace);
  await placements.choose(placement.name);
  await placements.button("Done").click();
  await expect(groups.item("Body").getByTestId("placement-assignment")).toHaveCount(1);

  // Move up, then delete a third group with its confirm popover.
  await sleeves.getByRole("button", { name: "Move group up" }).click();
  await expect.poll(() => groups.itemNames()).toEqual(["Sleeves", "Body"]);
  await groups.button("Add group").click();
  await groups.confirmDelete(groups.item(NEW_GROUP_NAME), "Delete group");
  await expect.poll(() => groups.itemNames()).toEqual(["Sleeves", "Body"]);
  await groups.scrollToTop();
  await screenshot(page, testInfo, "groups open");

  await groups.save();
  await expect(groups.item("Sleeves").getByText("Unsaved")).toHaveCount(0);
  await page.reload();
  await groups.expectLoaded();
  await expect.poll(() => groups.itemNames()).toEqual(["Sleeves", "Body"]);
  await groups.toggleItem("Sleeves");
  await expect(groups.item("Sleeves").getByRole("textbox", { name: "Attribute name" })).toHaveValue("print-area");
  await groups.button("Toggle all").click();
  await expect(groups.item("Body").getByTestId("placement-assignment")).toContainText(
    `${placement.name} (${placement.code})`,
  );
});

test("views: a Range with broken angles cannot be saved; bake in recipe, variants, duplicate, reorder, save", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const itemId = await VersionPartsBlade.versionItemId(page, DUFFEL, 1);
  const views = new VersionPartsBlade(workspace, "EditVersionViews");
  await views.openThroughVersionEditor(itemId);
  await expect(views.heading).toHaveText("Views of v1 of Weekender Duffel");

  await views.button("Add view").click();
  await views.field(views.item(NEW_VIEW_NAME), "Name").fill("Turntable");
  const turntable = views.item("Turntable");
  await expect(views.numberField(turntable, "Angle")).toBeVisible();
  await turntable.getByText("Range", { exact: true }).click();
  await views.numberField(turntable, "Start angle").fill("10");
  await views.numberField(turntable, "End angle").fill("5");
  await expect(turntable.getByText(VIEW_ANGLE_MESSAGES.endBeforeStart)).toBeVisible();
  await expect(views.button("Save")).toBeDisabled();
  await screenshot(page, testInfo, "angle error");

  await views.numberField(turntable, "End angle").fill("35");
  await expect(turntable.getByText(VIEW_ANGLE_MESSAGES.endBeforeStart)).toHaveCount(0);
  await expect(views.button("Save")).toBeEnabled();

  // Baking into the recipe shows the bake angle and, while not production ready, the variants.
  await expect(views.numberField(turntable, "Bake angle")).toHaveCount(0);
  await expect(turntable.getByRole("heading", { name: "View variants" })).toHaveCount(0);
  await turntable.getByRole("checkbox", { name: "Bake in recipe" }).check();
  await expect(views.numberField(turntable, "Bake angle")).toBeVisible();
  await views.numberField(turntable, "Bake angle").fill("20");
  await turntable.getByRole("button", { name: "Add variant", exact: true }).click();
  await turntable.getByTestId("view-variant").getByRole("textbox", { name: "Code" }).fill("night");
  await turntable.getByTestId("view-variant").getByRole("textbox", { name: "Suffix" }).fill("-n");

  // Duplicate below, then move the copy up.
  await turntable.getByRole("button", { name: "Duplicate view" }).click();
  await expect.poll(() => views.itemNames()).toEqual(["Turntable", "Turntable (copy)"]);
  await views.item("Turntable (copy)").getByRole("button", { name: "Move view up" }).click();
  await expect.poll(() => views.itemNames()).toEqual(["Turntable (copy)", "Turntable"]);
  await views.scrollToTop();
  await screenshot(page, testInfo, "views open");

  await views.save();
  await page.reload();
  await views.expectLoaded();
  await expect.poll(() => views.itemNames()).toEqual(["Turntable (copy)", "Turntable"]);
  await views.toggleItem("Turntable");
  await expect(views.numberField(views.item("Turntable"), "Bake angle")).toHaveValue("20");
  await expect(
    views.item("Turntable").getByTestId("view-variant").getByRole("textbox", { name: "Suffix" }),
  ).toHaveValue("-n");
});

test("packages: empty state, add two, save to get Edit buttons, delete one with confirm, save, reload", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const itemId = await VersionPartsBlade.versionItemId(page, DUFFEL, 2);
  const packages = new VersionPartsBlade(workspace, "EditPackages");
  await packages.openThroughVersionEditor(itemId);
  await expect(packages.heading).toHaveText("Packages of v2 of Weekender Duffel");
  await expect(packages.root.getByText(NO_PACKAGES_YET)).toBeVisible();
  await screenshot(page, testInfo, "empty");

  await packages.button("Add package").click();
  await packages.button("Add package").click();
  await packages.field(packages.packages.nth(0), "Name").fill("Leather handles");
  await packages.field(packages.packages.nth(1), "Name").fill("Monogram");
  await packages.field(packages.packages.nth(1), "Description").fill("Initials on the side panel.");
  await expect(packages.root.getByText(SAVE_PACKAGES_FIRST)).toHaveCount(2);
  await expect(packages.button("Edit")).toHaveCount(0);

  await packages.save();
  await expect(packages.root.getByText(SAVE_PACKAGES_FIRST)).toHaveCount(0);
  await expect(packages.button("Edit")).toHaveCount(2);
  await expect(packages.packages.nth(0)).toContainText("0 component rules");
  await screenshot(page, testInfo, "saved");

  await packages.confirmDelete(packages.packages.nth(1), "Delete package");
  await expect(packages.packages).toHaveCount(1);
  await packages.save();
  await page.reload();
  await packages.expectLoaded();
  await expect(packages.packages).toHaveCount(1);
  await expect(packages.field(packages.packages.nth(0), "Name")).toHaveValue("Leather handles");

  // Edit opens the component rules of the package.
  await packages.button("Edit").click();
  await expect(workspace.bladesOfKind("EditComponents").getByRole("heading", { level: 2 })).toHaveText(
    "Component rules of Leather handles",
  );
});

test("saving the groups of a product in Production needs a 'Confirm?' click", async ({ page, workspace }) => {
  await workspace.signInAsDemo(DEMO.admin);
  const groups = new VersionPartsBlade(workspace, "EditVersionGroups");
  await groups.openByAddress(await VersionPartsBlade.versionItemId(page, CARD_HOLDER, 2));
  await groups.button("Add group").click();
  await groups.button("Save").click();
  await expect(groups.button("Confirm?")).toBeVisible();
  const saved = page.waitForResponse((response) => response.request().method() === "PUT");
  await groups.button("Confirm?").click();
  expect((await saved).ok()).toBe(true);
  await expect(groups.item(NEW_GROUP_NAME).getByText("Unsaved")).toHaveCount(0);
});

/** The workspace's first component placement (the server refuses ids the company does not have). */
async function firstPlacement(
  request: APIRequestContext,
): Promise<{ componentPlacementId: string; name: string; code: string }> {
  const response = await request.get("/api/v1/componentplacement");
  expect(response.ok()).toBe(true);
  const { componentPlacements } = (await response.json()) as {
    componentPlacements: { componentPlacementId: string; name: string; code: string }[];
  };
  const placement = componentPlacements[0];
  if (!placement) throw new Error("The demo workspace has no component placement.");
  return placement;
}

/** Changes a version through the API, with the session of the page (its admin). */
async function updateVersion(
  request: APIRequestContext,
  itemId: string,
  parts: Record<string, unknown>,
): Promise<void> {
  const [productId, versionId] = itemId.split("~");
  const path = `/api/v1/product/${productId}/version/${versionId}`;
  const version = Version.parse(await (await request.get(`${path}?expand=componentgroups`)).json());
  const input = { ...VersionFields.parse(version), etag: version.etag, ...parts };
  const response = await request.put(path, { data: input, headers: API_HEADERS });
  expect(response.ok()).toBe(true);
}

test("a save over a version changed meanwhile keeps the edits and shows why", async ({ page, workspace }) => {
  await workspace.signInAsDemo(DEMO.admin);
  const itemId = await VersionPartsBlade.versionItemId(page, BACKPACK, 1);
  const groups = new VersionPartsBlade(workspace, "EditVersionGroups");
  await groups.openByAddress(itemId);
  await groups.button("Add group").click();
  await groups.field(groups.item(NEW_GROUP_NAME), "Name").fill("Straps");
  await updateVersion(page.request, itemId, { description: "Changed elsewhere." });
  await groups.button("Save").click();
  await groups.button("Confirm?").click();
  await expect(groups.root.getByTestId("error-callout")).toHaveText(MESSAGES.staleEtag);
  await expect(groups.field(groups.item("Straps"), "Name")).toHaveValue("Straps");
});

test("a read-only user sees groups, views and packages with no controls that change them", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const itemId = await VersionPartsBlade.versionItemId(page, WATCH_STRAP, 1);
  const placement = await firstPlacement(page.request);
  const group = {
    temporaryId: "g",
    name: "Trims",
    componentPlacements: [{ componentPlacementId: placement.componentPlacementId }],
  };
  const view = { temporaryId: "v", name: "Front", viewType: "Range", frameLow: 0, frameHigh: 35 };
  await updateVersion(page.request, itemId, { componentGroups: [group], imageViews: [view] });
  const [productId, versionId] = itemId.split("~");
  const pack = { temporaryId: "p", name: "Gift box", description: "Wrapped in tissue." };
  const packages = await page.request.put(`/api/v1/product/${productId}/version/${versionId}/package`, {
    data: { componentPackages: [pack] },
    headers: API_HEADERS,
  });
  expect(packages.ok()).toBe(true);
  await workspace.signOut();
  await workspace.signInAsDemo(DEMO.viewer);

  const groups = new VersionPartsBlade(workspace, "EditVersionGroups");
  await groups.openByAddress(itemId);
  await expect.poll(() => groups.itemNames()).toEqual(["Trims"]);
  await groups.button("Toggle all").click();
  const trims = groups.item("Trims");
  await expect(groups.field(trims, "Name")).toHaveValue("Trims");
  await expect(groups.field(trims, "Name")).toHaveAttribute("readonly");
  await expect(trims.getByTestId("placement-assignment")).toContainText(`${placement.name} (${placement.code})`);
  for (const name of [
    "Add group",
    "Save",
    "Save & Close",
    "Move group up",
    "Delete group",
    "Add attribute",
    "Add Placement",
  ]) {
    await expect(groups.root.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  await expect(groups.button("Toggle all")).toBeVisible();
  await screenshot(page, testInfo, "groups");

  const views = new VersionPartsBlade(workspace, "EditVersionViews");
  await views.openByAddress(itemId);
  await views.toggleItem("Front");
  await expect(views.numberField(views.item("Front"), "End angle")).toHaveValue("35");
  for (const name of ["Add view", "Save", "Duplicate view", "Delete view", "Add attribute", "Add Placement"]) {
    await expect(views.root.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  await expect(views.item("Front").getByRole("checkbox", { name: "Bake in recipe" })).toBeDisabled();

  const packagesBlade = new VersionPartsBlade(workspace, "EditPackages");
  await packagesBlade.openByAddress(itemId);
  await expect(packagesBlade.field(packagesBlade.packages.nth(0), "Name")).toHaveValue("Gift box");
  await expect(packagesBlade.field(packagesBlade.packages.nth(0), "Name")).toHaveAttribute("readonly");
  for (const name of ["Add package", "Save", "Delete package", "Add attribute"]) {
    await expect(packagesBlade.root.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  await screenshot(page, testInfo, "packages");
});
