import { OptimizationList } from "@atelier/domain/asset/optimization.schema";
import { THREE_COMPONENT_TEXTS } from "../../apps/web/src/blades/product/three-component/three-component-texts";
import {
  DEMO_MODEL,
  FIRST_RENDER_MS,
  MISSING_MODEL,
  PROBED_MODEL,
  type SceneModel,
  serveProbedModel,
  ThreeComponentApi,
  ThreeComponentBlade,
} from "../pages/three-component";
import type { Workspace } from "../pages/workspace";
import { callApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

// Rendering on the CPU is slow: each test opens the viewer once or twice.
test.describe.configure({ timeout: 180_000 });

/** The demo sneaker: sole, upper and laces, one material each, the upper's with a texture. */
const SNEAKER = { meshes: 3, materials: 3, textures: 1 };

/** Signs in as the demo administrator, makes a scene and opens the editor of its component with this model. */
async function openScene(workspace: Workspace, model: SceneModel) {
  await workspace.signInAsDemo(DEMO.admin);
  const scene = await new ThreeComponentApi(workspace.page.request).createScene();
  const blade = new ThreeComponentBlade(workspace);
  await blade.openModel(scene, model);
  return { scene, blade };
}

test("shows the demo model with its render stats, and the view toggles exclude each other", async ({
  page,
  workspace,
}, testInfo) => {
  const { scene, blade } = await openScene(workspace, "demo");
  await expect(blade.title).toHaveText(scene.codes.demo);
  await expect(blade.root.getByTestId("component-usage")).toHaveText("Model");

  await blade.expectModelDrawn(SNEAKER.meshes);
  expect(await blade.stat("Materials")).toBe(SNEAKER.materials);
  expect(await blade.stat("Textures")).toBe(SNEAKER.textures);
  expect(await blade.stat("Vertices")).toBeGreaterThan(500);
  expect(await blade.stat("Faces")).toBeGreaterThan(500);
  expect(await blade.stat("Draw Calls")).toBeGreaterThanOrEqual(SNEAKER.meshes);
  await expect.poll(() => blade.stat("Fps")).toBeGreaterThan(0);
  // Render limits: the canvas is multisampled with 4 samples.
  const samples = await blade.canvas.evaluate((canvas: HTMLCanvasElement) => {
    const gl = canvas.getContext("webgl2");
    return gl?.getParameter(gl.SAMPLES);
  });
  expect(samples).toBe(4);
  await screenshot(page, testInfo, "model");

  // Tone mapping: ACES, then Neutral clears ACES; neither is standard.
  await expect(blade.toggle("ACES")).not.toBeChecked();
  await blade.clickToggle("ACES");
  await expect(blade.toggle("ACES")).toBeChecked();
  await blade.clickToggle("Neutral");
  await expect(blade.toggle("Neutral")).toBeChecked();
  await expect(blade.toggle("ACES")).not.toBeChecked();
  await screenshot(page, testInfo, "neutral");

  // Debug views: UVs, then Orientation clears UVs.
  await blade.clickToggle("UVs");
  await expect(blade.toggle("UVs")).toBeChecked();
  await screenshot(page, testInfo, "uvs");
  await blade.clickToggle("Orientation");
  await expect(blade.toggle("Orientation")).toBeChecked();
  await expect(blade.toggle("UVs")).not.toBeChecked();
  await screenshot(page, testInfo, "orientation");
  await blade.clickToggle("Orientation");

  // Wireframe, and Diffuse off takes the upper's texture away.
  await blade.clickToggle("Wireframe");
  await expect(blade.toggle("Wireframe")).toBeChecked();
  await screenshot(page, testInfo, "wireframe");
  await blade.clickToggle("Wireframe");
  await expect(blade.toggle("Diffuse")).toBeChecked();
  await blade.clickToggle("Diffuse");
  await expect.poll(() => blade.stat("Textures")).toBe(0);
  await blade.clickToggle("Diffuse");
  await expect.poll(() => blade.stat("Textures")).toBe(SNEAKER.textures);
});

test("Preview With... shows another component alongside, its model found with a HEAD call", async ({
  page,
  workspace,
}, testInfo) => {
  const requests = await serveProbedModel(page);
  const { scene, blade } = await openScene(workspace, "demo");
  await blade.expectModelDrawn(SNEAKER.meshes);

  await blade.previewWithComponent(scene.codes.probed);
  await expect(blade.previewed).toHaveText(scene.codes.probed);
  await blade.expectModelDrawn(SNEAKER.meshes * 2);
  // No extension: a HEAD call on the URL with .gltf, whose binary content type means .glb.
  expect(requests).toEqual([`HEAD ${PROBED_MODEL}.gltf`, `GET ${PROBED_MODEL}.glb`]);
  await screenshot(page, testInfo, "alongside");

  await blade.root.getByRole("button", { name: THREE_COMPONENT_TEXTS.stopPreviewWith(scene.codes.probed) }).click();
  await expect(blade.previewed).toHaveCount(0);
  await expect.poll(() => blade.stat("Meshes")).toBe(SNEAKER.meshes);

  // A component without a model, shown alongside, says so.
  await blade.previewWithComponent(scene.codes.none);
  await expect(blade.modelMissing).toHaveText(THREE_COMPONENT_TEXTS.otherNoModel(scene.codes.none));
  expect(await blade.stat("Meshes")).toBe(SNEAKER.meshes);
});

test("a missing model file shows an error, a component without a model says so", async ({
  page,
  workspace,
}, testInfo) => {
  const { scene, blade } = await openScene(workspace, "missing");
  await expect(blade.modelError).toContainText(THREE_COMPONENT_TEXTS.modelFailed(MISSING_MODEL), {
    timeout: FIRST_RENDER_MS,
  });
  await expect(blade.modelError).toContainText("404");
  await expect(blade.loading).toHaveCount(0);
  await screenshot(page, testInfo, "missing file");

  await blade.openModel(scene, "none");
  await expect(blade.modelMissing).toHaveText(THREE_COMPONENT_TEXTS.noModel);
  await expect(blade.stage).toHaveCount(0);
  await screenshot(page, testInfo, "no model");
  expect(THREE_COMPONENT_TEXTS.modelFailed(DEMO_MODEL)).toContain(DEMO_MODEL);
});

test("an editor saves 'unavailable'; a read-only user sees the viewer without it", async ({
  page,
  workspace,
}, testInfo) => {
  const { scene, blade } = await openScene(workspace, "demo");
  await blade.unavailable.check();
  await blade.save.click();
  await expect(blade.root.getByTestId("unavailable-badge")).toBeVisible();

  await workspace.signOut();
  await workspace.signInAsDemo(DEMO.viewer);
  await blade.openModel(scene, "demo");
  await expect(blade.root.getByTestId("unavailable-badge")).toBeVisible();
  await expect(blade.unavailable).toHaveCount(0);
  await expect(blade.save).toHaveCount(0);
  await expect(blade.previewWith).toBeVisible();
  await blade.expectModelDrawn(SNEAKER.meshes);
  await screenshot(page, testInfo, "read-only");
});

/** The JSON chunk of a GLB file (the chunk after the 12-byte header and its own 8-byte header). */
function glbJson(bytes: Buffer): { extensionsRequired?: string[] } {
  const length = bytes.readUInt32LE(12);
  return JSON.parse(bytes.subarray(20, 20 + length).toString("utf8"));
}

test("opens a Meshopt compressed model, as an approved optimisation writes it", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  // The demo's optimisation of the sneaker, made with the demo profile (meshopt and webp).
  const list = OptimizationList.parse(await callApi(page.request, "GET", "dataoptimization"));
  const optimised = list.items.find((item) => item.name === "sneaker.glb" && item.resultUrl !== null);
  if (!optimised?.resultUrl) throw new Error("The demo has no finished optimisation of sneaker.glb");
  const bytes = await (await page.request.get(optimised.resultUrl)).body();
  expect(glbJson(bytes).extensionsRequired).toContain("EXT_meshopt_compression");
  // The component's model file answers with the optimised bytes.
  await page.route(`**${DEMO_MODEL}`, (route) =>
    route.fulfill({ status: 200, contentType: "model/gltf-binary", body: bytes }),
  );

  const scene = await new ThreeComponentApi(page.request).createScene();
  const blade = new ThreeComponentBlade(workspace);
  await blade.openModel(scene, "demo");
  await blade.expectModelDrawn(SNEAKER.meshes);
  await expect(blade.modelError).toHaveCount(0);
  expect(await blade.stat("Textures")).toBe(SNEAKER.textures);
  await screenshot(page, testInfo, "meshopt model");
});
