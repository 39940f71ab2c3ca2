import { readFileSync } from "node:fs";
import { assetZipName } from "@atelier/domain/asset/asset-names";
import { ASSET_TEXTS } from "../../apps/web/src/blades/asset/common/asset-texts";
import { AssetsLibrary, DeriveBlade, rasterise, UploadAssetsBlade } from "../pages/assets";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

const MEDIA = new URL("../../apps/server/demo-media/", import.meta.url);
const svg = (name: string) => readFileSync(new URL(`images/${name}.svg`, MEDIA), "utf8");

test("the asset library: upload, masks and lightmaps, search, view modes, preview, download all and delete", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(240_000);
  const folder = `e2e-${Date.now().toString(36)}`;
  await workspace.signInAsDemo(DEMO.admin);
  const library = new AssetsLibrary(workspace);
  await library.openFromSidebar();

  // Upload: three photos and the demo model, plus a text file named .glb that the server refuses.
  await library.searchPrefix(`${folder}/`);
  await expect(library.empty).toHaveText(ASSET_TEXTS.noneUnder(`${folder}/`));
  await library.button(ASSET_TEXTS.upload).click();
  const upload = new UploadAssetsBlade(workspace);
  await expect(upload.folder).toHaveValue(folder);
  await upload.upload([
    {
      name: "red.jpg",
      mimeType: "image/jpeg",
      buffer: await rasterise(page, svg("UPPER-LEATHER-RED_front_00"), "image/jpeg"),
    },
    {
      name: "navy.jpg",
      mimeType: "image/jpeg",
      buffer: await rasterise(page, svg("UPPER-SUEDE-NAVY_front_00"), "image/jpeg"),
    },
    { name: "box.png", mimeType: "image/png", buffer: await rasterise(page, svg("shoe-box"), "image/png") },
    { name: "sneaker.glb", mimeType: "model/gltf-binary", buffer: readFileSync(new URL("models/sneaker.glb", MEDIA)) },
    { name: "notes.glb", mimeType: "model/gltf-binary", buffer: Buffer.from("these are notes, not a model") },
  ]);
  await expect(upload.rows).toHaveCount(5);
  // One at a time: never two uploading together.
  await expect(upload.rows.and(page.locator('[data-status="uploading"]'))).toHaveCount(0, { timeout: 60_000 });
  for (const name of ["red.jpg", "navy.jpg", "box.png", "sneaker.glb"]) {
    await expect(upload.row(name)).toHaveAttribute("data-status", "done");
  }
  await expect(upload.row("notes.glb")).toHaveAttribute("data-status", "error");
  await expect(upload.row("notes.glb").getByRole("img", { name: "Error" })).toBeVisible();
  await expect(upload.row("notes.glb").getByTestId("upload-message")).not.toBeEmpty();
  await screenshotAlsoNarrow(page, testInfo, "upload queue");
  await upload.close();

  // The library under the folder shows the four uploads, images with their size and dimensions.
  const red = `${folder}/red.jpg`;
  const navy = `${folder}/navy.jpg`;
  const box = `${folder}/box.png`;
  const model = `${folder}/sneaker.glb`;
  await expect.poll(() => library.names()).toEqual([box, navy, red, model]);
  await expect(library.card(red).getByTestId("asset-size")).toHaveText(/^\d+ KB · 800 x 533$/);
  await expect(library.card(model).getByRole("img", { name: ASSET_TEXTS.model })).toBeVisible();
  await screenshotAlsoNarrow(page, testInfo, "library");

  // Two selected images go to the mask queue; Start makes their masks one at a time.
  await library.select(red);
  await library.select(box);
  await library.body.getByTestId("asset-selection").getByRole("button", { name: ASSET_TEXTS.createMasks }).click();
  const masks = new DeriveBlade(workspace, "UploadMasks");
  await expect(masks.rows).toHaveCount(2);
  await expect(masks.rows.getByTestId("derive-status")).toHaveText(["Added", "Added"]);
  await masks.button(ASSET_TEXTS.start).click();
  await expect(masks.row(red)).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(masks.row(box)).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(masks.button(ASSET_TEXTS.start)).toBeDisabled();
  await screenshotAlsoNarrow(page, testInfo, "mask queue");

  // 'Add assets' opens the library as a picker of many; Done hands the chosen names to the queue.
  await masks.button(ASSET_TEXTS.addAssets).click();
  const picker = workspace.bladeStack
    .locator('[data-blade-kind="Assets"]')
    .getByTestId("assets-blade")
    .and(page.locator('[data-mode="pick-many"]'));
  await expect(picker).toBeVisible();
  await picker.getByRole("textbox", { name: ASSET_TEXTS.search }).fill(`${folder}/n`);
  await picker.getByRole("button", { name: navy, exact: true }).click();
  await picker.getByRole("button", { name: "Done", exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(masks.row(navy)).toHaveAttribute("data-status", "added");
  await expect(masks.button(ASSET_TEXTS.start)).toBeEnabled();

  // A card's menu sends one image to the lightmap queue; a strength button runs it.
  await (await library.openMenu(navy)).getByRole("menuitem", { name: ASSET_TEXTS.createLightmap }).click();
  const lightmaps = new DeriveBlade(workspace, "UploadLightmaps");
  await expect(lightmaps.rows).toHaveCount(1);
  await lightmaps.button("150%").click();
  await expect(lightmaps.row(navy)).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(lightmaps.row(navy)).toContainText("150%");
  await screenshotAlsoNarrow(page, testInfo, "lightmap queue");

  // The view modes show the base images, the masks, the lightmaps.
  await library.button(ASSET_TEXTS.refresh).click();
  await library.viewMode("Mask");
  await expect.poll(() => library.names()).toEqual([`${folder}/box.Mask.png`, `${folder}/red.Mask.png`]);
  await screenshot(page, testInfo, "library masks");
  await library.viewMode("Lightmap");
  await expect.poll(() => library.names()).toEqual([`${folder}/navy.Lightmap.png`]);
  await library.viewMode("Base image");
  await expect.poll(() => library.names()).toEqual([box, navy, red, model]);

  // The prefix is case-sensitive and narrows the list; Download all needs more than 2 characters.
  await library.searchPrefix(`${folder}/r`);
  await expect.poll(() => library.names()).toEqual([red]);
  await library.searchPrefix(`${folder}/R`);
  await expect(library.empty).toBeVisible();
  await library.searchPrefix("e2");
  await expect(library.downloadAll).toHaveCount(0);
  await library.searchPrefix(`${folder}/`);
  await expect.poll(() => library.names()).toEqual([box, navy, red, model]);
  const downloading = page.waitForEvent("download");
  await library.downloadAll.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Assets-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.zip$/);
  expect(download.suggestedFilename().length).toBe(assetZipName(new Date()).length);

  // The AssetImage panel: the 1600x1600 webp preview, the facts and the linked mask.
  const panel = await library.openPreview(red);
  await expect(panel.preview).toHaveAttribute("src", /width=1600&height=1600&format=webp$/);
  await expect.poll(() => panel.preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.fact("asset-name")).toHaveText(red);
  await expect(panel.fact("asset-type")).toHaveText("image/jpeg");
  await expect(panel.fact("asset-dimensions")).toHaveText("800 x 533");
  await expect(panel.linked.getByRole("button", { name: `${folder}/red.Mask.png` })).toBeVisible();
  await screenshotAlsoNarrow(page, testInfo, "asset image panel");
  const modelPanel = await library.openPreview(model);
  // The 3D viewer's code loads with this panel, and renders without a GPU: slow on a busy machine.
  await expect(modelPanel.model.getByTestId("model-canvas")).toBeVisible({ timeout: 30_000 });
  await expect(modelPanel.body.getByTestId("model-failed")).toHaveCount(0);
  await screenshot(page, testInfo, "asset model panel");

  // Delete: the first click primes, a click on another card cancels, a second click on the same card deletes.
  const first = await library.openMenu(navy);
  await first.getByRole("menuitem", { name: ASSET_TEXTS.delete, exact: true }).click();
  await expect(first.getByRole("menuitem", { name: ASSET_TEXTS.tapAgain })).toBeVisible();
  await expect(library.card(navy)).toHaveAttribute("data-primed", "true");
  await library.card(box).getByTestId("asset-name").click();
  await expect(library.card(navy)).toHaveAttribute("data-primed", "false");
  const again = await library.openMenu(navy);
  await expect(again.getByRole("menuitem", { name: ASSET_TEXTS.delete, exact: true })).toBeVisible();
  await again.getByRole("menuitem", { name: ASSET_TEXTS.delete, exact: true }).click();
  await again.getByRole("menuitem", { name: ASSET_TEXTS.tapAgain }).click();
  await expect.poll(() => library.names()).toEqual([box, red, model]);
});
