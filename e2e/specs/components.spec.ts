import { NO_ACTIVE_VERSION } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { COMPONENT_TEXTS } from "../../apps/web/src/blades/product/components/component-texts";
import { ComponentEditorBlade, ComponentsApi, ComponentsBlade, IMAGE_ROOT, serveImages } from "../pages/components";
import { ProductsBlade } from "../pages/products-blade";
import { VersionEditor } from "../pages/version-editor";
import type { Workspace } from "../pages/workspace";
import { signInThroughApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** Signs in as the demo administrator, makes a scene and serves its images: the API, the scene, the images asked for. */
async function sceneWithImages(workspace: Workspace) {
  await workspace.signInAsDemo(DEMO.admin);
  const api = new ComponentsApi(workspace.page.request);
  const scene = await api.createScene();
  const requested = await serveImages(workspace.page);
  return { api, scene, requested };
}

test("search a version's components, step a range view, toggle checkers, background and link, save unavailable", async ({
  page,
  workspace,
}, testInfo) => {
  const { api, scene, requested } = await sceneWithImages(workspace);
  const { productId } = scene.product;
  const { versionId } = scene.version;

  // The version editor's Studio menu opens the version's components.
  const versionEditor = await VersionEditor.goto(page, productId, versionId, `v1 of ${scene.product.name}`);
  await versionEditor.chooseFromMenu("Studio", "Preview Components");
  await workspace.expectBlades(["EditVersion", "Components"]);

  // Search: four Upper components and one Model one; typing narrows the list (case does not matter).
  const blade = new ComponentsBlade(workspace);
  await expect(blade.title).toHaveText("Components of v1 of Component Viewer Sneaker");
  await expect(blade.search).toHaveAttribute("placeholder", "Start typing a component code...");
  await expect(blade.rows).toHaveCount(5);
  await expect(blade.count).toHaveText("5 components");
  await expect(blade.row(scene.modelCode).getByTestId("component-usage")).toHaveText("Model");
  await screenshot(page, testInfo, "all components");
  await blade.search.fill(scene.upperCode.toLowerCase());
  await expect.poll(() => blade.codes()).toEqual([scene.upperCode]);
  await blade.search.fill("no-such-code");
  await expect(blade.message).toHaveText(MESSAGES.noResults);
  await blade.search.fill("U-");
  await expect(blade.rows).toHaveCount(4);

  // The image editor: code, placement-independent code, placement and usage.
  await blade.openDetails(scene.upperCode);
  const editor = new ComponentEditorBlade(workspace);
  await editor.expectLoaded();
  await expect(editor.title).toHaveText(scene.upperCode);
  await expect(editor.root.getByTestId("component-placement")).toContainText("Upper");
  await expect(editor.root.getByTestId("component-usage")).toHaveText("Standard");

  // Front: frame 0 over the background; Back: its image is missing.
  await expect(editor.image("Front")).toHaveAttribute(
    "src",
    `${IMAGE_ROOT}front/${scene.upperCode}_000.svg?fmt=png-alpha`,
  );
  await expect(editor.view("Front").getByTestId("viewer-background")).toHaveAttribute(
    "src",
    `${IMAGE_ROOT}front/floor_000.svg?fmt=png-alpha`,
  );
  await expect(editor.view("Back").getByTestId("viewer-missing")).toHaveText(
    COMPONENT_TEXTS.imageNotFound(`back/${scene.upperCode}_001.svg`),
  );
  expect(COMPONENT_TEXTS.imageNotFound(`back/${scene.upperCode}_001.svg`)).toBe(
    `Uh oh, image back/${scene.upperCode}_001.svg not found.`,
  );
  await expect(editor.view("Turn").getByTestId("view-frame")).toHaveText("Angle 0 (0-2)");
  await screenshot(page, testInfo, "image editor");

  // Turn is a range 0-2: previous from 0 wraps to 2 (which the image mapping renames), next from 2 wraps to 0.
  await editor.step("Turn", "Previous angle");
  await expect(editor.view("Turn").getByTestId("view-frame")).toHaveText("Angle 2 (0-2)");
  await expect(editor.image("Turn")).toHaveAttribute("src", `${IMAGE_ROOT}${scene.mapped.to}?fmt=png-alpha`);
  await editor.step("Turn", "Next angle");
  await expect(editor.view("Turn").getByTestId("view-frame")).toHaveText("Angle 0 (0-2)");
  await editor.step("Turn", "Next angle");
  await expect(editor.image("Turn")).toHaveAttribute(
    "src",
    `${IMAGE_ROOT}turn/${scene.upperCode}_001.svg?fmt=png-alpha`,
  );
  expect(requested).toContain(`${IMAGE_ROOT}turn/${scene.upperCode}_001.svg?fmt=png-alpha`);

  // Checkers on, background off, links shown.
  const frontStage = editor.view("Front").getByTestId("viewer-stage");
  await expect(frontStage).not.toHaveAttribute("data-checkers");
  await editor.clickToggle("Checkers");
  await expect(editor.toggle("Checkers")).toBeChecked();
  await expect(frontStage).toHaveAttribute("data-checkers", "true");
  await expect(editor.toggle("Background")).toBeChecked();
  await editor.clickToggle("Background");
  await expect(editor.toggle("Background")).not.toBeChecked();
  await expect(editor.view("Front").getByTestId("viewer-background")).toHaveCount(0);
  await editor.linkToggle("show link").click();
  await expect(editor.view("Front").getByTestId("viewer-link")).toHaveText(
    `${IMAGE_ROOT}front/${scene.upperCode}_000.svg?fmt=png-alpha`,
  );
  await screenshot(page, testInfo, "checkers and links");
  await editor.linkToggle("hide link").click();
  await expect(editor.root.getByTestId("viewer-link")).toHaveCount(0);

  // Unavailable: saved, shown in the list; a stale save keeps the choice and says so.
  await editor.unavailable.check();
  await editor.save.click();
  await expect(editor.root.getByTestId("unavailable-badge")).toBeVisible();
  await expect(blade.row(scene.upperCode).getByTestId("component-unavailable")).toBeVisible();
  await api.changeElsewhere(productId, versionId, scene.upperCode);
  await editor.unavailable.uncheck();
  await editor.save.click();
  await expect(editor.root.getByTestId("error-callout")).toHaveText(MESSAGES.staleEtag);
  await expect(editor.unavailable).not.toBeChecked();
  await screenshot(page, testInfo, "stale save");
  await editor.root.getByRole("button", { name: "Reload", exact: true }).click();
  await expect(editor.root.getByTestId("error-callout")).toHaveCount(0);
  await expect(editor.unavailable).not.toBeChecked();
  await editor.save.click();
  await expect(editor.root.getByTestId("unavailable-badge")).toHaveCount(0);
  await expect(blade.row(scene.upperCode).getByTestId("component-unavailable")).toHaveCount(0);

  // A Model component opens in the 3D editor.
  await blade.search.fill("M-");
  await blade.openDetails(scene.modelCode);
  await workspace.expectBlades(["EditVersion", "Components", "EditThreeComponent"]);
});

test("preview by code: 'Pick a Preview', 'No active version' and picking again, then the editor or the list", async ({
  page,
  workspace,
}, testInfo) => {
  const { scene } = await sceneWithImages(workspace);
  const blade = new ComponentsBlade(workspace);
  await blade.openByAddress(scene.product.productId, scene.version.versionId);
  await blade.search.fill(scene.upperCode.toLowerCase());

  // No preview product yet: the Products picker asks for one, without a 'None' row.
  await blade.changePreviewProduct.click();
  const picker = new ProductsBlade(workspace, "Products.pick");
  await picker.expectLoaded();
  await expect(workspace.blade(COMPONENT_TEXTS.pickAPreview)).toBeVisible();
  await expect(picker.noneRow).toHaveCount(0);
  await picker.filter("Component Viewer Draft");
  await picker.choose(scene.inactiveProduct.name);

  // Its version is not active: the choice is dropped and picking repeats, saying why.
  await expect(picker.root.getByTestId("pick-notice")).toHaveText(NO_ACTIVE_VERSION);
  await screenshot(page, testInfo, "no active version");
  await picker.filter(scene.product.styleCode);
  await picker.choose(scene.product.name);

  // One component has that code (in any case): its editor opens.
  const editor = new ComponentEditorBlade(workspace);
  await editor.expectLoaded();
  await expect(editor.title).toHaveText(scene.upperCode);
  await workspace.expectBlades(["Components", "EditComponent"]);
  const remembered = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("atelier.preview-product."))
      .map((key) => localStorage.getItem(key)),
  );
  expect(remembered).toEqual([scene.product.productId]);

  // A code many components contain opens the list searched by it.
  await blade.search.fill("U-LEA");
  await blade.changePreviewProduct.click();
  await picker.expectLoaded();
  await picker.filter(scene.product.styleCode);
  await picker.choose(scene.product.name);
  const results = new ComponentsBlade(workspace, 1);
  await expect(results.search).toHaveValue("U-LEA");
  await expect(results.rows).toHaveCount(2);
  await workspace.expectBlades(["Components", "Components"]);
  await screenshot(page, testInfo, "preview list");
});

test("a read-only user sees the component's images and previews, but no Save", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  await signInThroughApi(request, DEMO.admin, DEMO.password);
  const scene = await new ComponentsApi(request).createScene();
  await serveImages(page);
  await workspace.signInAsDemo(DEMO.viewer);
  const blade = new ComponentsBlade(workspace);
  await blade.openByAddress(scene.product.productId, scene.version.versionId);
  await expect(blade.changePreviewProduct).toBeVisible();
  await blade.openDetails(scene.upperCode);
  const editor = new ComponentEditorBlade(workspace);
  await editor.expectLoaded();
  await expect(editor.image("Front")).toBeVisible();
  await expect(editor.unavailable).toHaveCount(0);
  await expect(editor.save).toHaveCount(0);
  await screenshot(page, testInfo);
});
