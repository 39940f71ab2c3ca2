import { OPTIMIZATION_MESSAGES } from "@atelier/domain/asset/optimization.schema";
import { OptimizationProfile, OptimizationProfileList } from "@atelier/domain/asset/optimization-profile.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Page } from "@playwright/test";
import { OPTIMIZATION_TEXTS } from "../../apps/web/src/blades/asset/optimization/optimization-texts";
import { expectPreviewLoaded, OptimizationDetails, OptimizationQueue, SNEAKER_GLB } from "../pages/optimization";
import { OptimizationProfilesBlade, ProfileEditorBlade } from "../pages/optimization-profiles";
import { callApi } from "../support/api";
import { dragToReorder } from "../support/drag-to-reorder";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

// The optimisation runs on the server and both previews render on the CPU.
test.describe.configure({ timeout: 240_000 });

const unique = () => Date.now().toString(36);

async function profileNamed(page: Page, name: string): Promise<OptimizationProfile> {
  const list = OptimizationProfileList.parse(await callApi(page.request, "GET", "dataoptimizationprofile"));
  const found = list.items.find((profile) => profile.name === name);
  if (!found) throw new Error(`No profile named ${name}`);
  return found;
}

test("a profile is made step by step: SaveAs replaced, steps reordered by keyboard and drag, removed; a stale save is refused", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const profiles = new OptimizationProfilesBlade(workspace);
  await profiles.open();
  await profiles.button("Add").click();
  const editor = new ProfileEditorBlade(workspace);
  await expect(editor.labels).toHaveText(["SaveAs Glb"]);
  await editor.button("Save").click();
  await expect(editor.root.getByText("Profile name is required.")).toBeVisible();

  const name = `E2E profile ${unique()}`;
  await editor.field("Name").fill(name);
  await editor.field("Description").fill("Made in the browser");
  for (const step of ["Prune", "Weld", "Quantize", "Texture resize"]) await editor.addStep(step);
  await expect(editor.labels).toHaveText(["Prune", "Weld", "Quantize", "Texture resize", "SaveAs Glb"]);
  // Adding a SaveAs replaces the profile's one, and goes last.
  await editor.addStep("SaveAs Gltf");
  await expect(editor.labels).toHaveText(["Prune", "Weld", "Quantize", "Texture resize", "SaveAs Gltf"]);
  await editor.addStep("SaveAs Glb");
  await expect(editor.labels).toHaveText(["Prune", "Weld", "Quantize", "Texture resize", "SaveAs Glb"]);
  // A step added later goes before the SaveAs that ends the list.
  await editor.addStep("Mesh compression");
  await expect(editor.labels).toHaveText([
    "Prune",
    "Weld",
    "Quantize",
    "Texture resize",
    "Mesh compression",
    "SaveAs Glb",
  ]);
  // The SaveAs cannot be removed: it is replaced.
  await expect(editor.step("SaveAs Glb").getByRole("button", { name: "Remove SaveAs Glb" })).toBeDisabled();
  await editor.step("Quantize").getByRole("button", { name: "Remove Quantize" }).click();
  // Reordering by keyboard (Move up) and by dragging the handle.
  await editor.step("Weld").getByRole("button", { name: "Move Weld up" }).click();
  await expect(editor.labels).toHaveText(["Weld", "Prune", "Texture resize", "Mesh compression", "SaveAs Glb"]);
  await dragToReorder(page, editor.steps, 2, 0);
  await expect(editor.labels).toHaveText(["Texture resize", "Weld", "Prune", "Mesh compression", "SaveAs Glb"]);
  const maxSize = editor.step("Texture resize").getByRole("textbox", { name: "Max size (px)" });
  await maxSize.fill("1024");
  await editor.button("Save").click();
  await expect(editor.root.getByRole("heading", { name })).toBeVisible();
  await screenshotAlsoNarrow(page, testInfo, "profile-editor");

  const saved = await profileNamed(page, name);
  expect(saved.profileJson.map((step) => step.type)).toEqual([
    "TextureResize",
    "Weld",
    "Prune",
    "MeshCompression",
    "SaveAs",
  ]);
  expect(saved.profileJson[0]).toMatchObject({ type: "TextureResize", maxSize: 1024 });

  // Someone else saves meanwhile: this editor's save is refused with the house's stale message.
  await callApi(page.request, "PUT", `dataoptimizationprofile/${saved.dataOptimizationProfileId}`, {
    name,
    description: "Changed elsewhere",
    profileJson: saved.profileJson,
    etag: saved.etag,
  });
  await editor.field("Description").fill("Changed here");
  await editor.button("Save").click();
  await expect(editor.root.getByTestId("error-callout")).toContainText(MESSAGES.staleEtag);
  await editor.root.getByRole("button", { name: "Reload" }).click();
  await expect(editor.field("Description")).toHaveValue("Changed elsewhere");

  await editor.button("Archive").click();
  await editor.button("Confirm?").click();
  await expect(editor.root).toHaveCount(0);
  await expect(profiles.row(name)).toHaveCount(0);
});

test("an administrator uploads the demo GLB, optimises it with a profile, views the details and preview, approves and deletes it", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const profileName = `E2E web ${unique()}`;
  OptimizationProfile.parse(
    await callApi(page.request, "POST", "dataoptimizationprofile", {
      name: profileName,
      description: "",
      profileJson: [
        { id: "a", type: "Deduplicate" },
        { id: "b", type: "Prune" },
        { id: "c", type: "Weld" },
        { id: "d", type: "TextureResize", maxSize: 512 },
        { id: "e", type: "TextureWebp", quality: 80 },
        { id: "f", type: "MeshCompression", method: "Meshopt" },
        { id: "g", type: "SaveAs", as: "Glb" },
      ],
    }),
  );
  const queue = new OptimizationQueue(workspace);
  await queue.open();

  // The picker takes any file; the server refuses what is not a GLB, and its first message shows.
  await queue.upload([{ name: "notes.glb", buffer: Buffer.from("not a model at all"), mimeType: "text/plain" }]);
  // The server's own wording (its upload policy's, or the GLB check's): one message, shown as it came.
  await expect(queue.uploadRow("notes.glb")).toHaveAttribute("data-status", "failed");
  await expect(queue.uploadRow("notes.glb").getByRole("alert")).toHaveText(
    new RegExp(`^(${OPTIMIZATION_MESSAGES.notGlb}|This type of file is not accepted\\..*)$`),
  );
  // Retrying cannot fix a refusal: only Remove is offered.
  await expect(queue.uploadRow("notes.glb").getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(queue.uploadRow("notes.glb").getByRole("button", { name: "Remove" })).toBeVisible();

  const fileName = `sneaker-${unique()}.glb`;
  await queue.uploadFile(SNEAKER_GLB, fileName);
  const row = queue.row(fileName);
  await row.expectStatus("Created");
  await expect(row.button(OPTIMIZATION_TEXTS.optimize)).toBeDisabled();
  await row.chooseProfile(profileName);
  await row.button(OPTIMIZATION_TEXTS.optimize).click();
  await row.expectStatus("Success", 120_000);
  await expect(row.root.getByRole("link", { name: OPTIMIZATION_TEXTS.download })).toHaveAttribute("href", /result/);
  await screenshotAlsoNarrow(page, testInfo, "queue");

  await row.button(OPTIMIZATION_TEXTS.viewDetails).click();
  const details = new OptimizationDetails(workspace);
  await expect(details.body).toBeVisible();
  await expect(details.change("File size")).toHaveText(/^-\d+(\.\d)?%$/);
  await expect(details.validator.getByTestId("validator-counts")).toContainText("0 errors");
  await expect(details.log.getByTestId("job-log-line").first()).toBeVisible();
  await details.figures.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "details-figures");
  await details.showPreview();
  await screenshotAlsoNarrow(page, testInfo, "details");
  await workspace.closeBladeOfKind("EditDataOptimization");

  // Preview from the queue: before and after side by side in a dialog.
  await row.button(OPTIMIZATION_TEXTS.preview).click();
  const dialog = page.getByRole("dialog", { name: fileName });
  await expectPreviewLoaded(dialog.getByTestId("optimization-preview"));
  await screenshot(page, testInfo, "preview");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await row.button(OPTIMIZATION_TEXTS.approve).click();
  await expect(row.root.getByTestId("optimization-approved")).toHaveText(/^Uploaded \d+ files? to the assets library$/);

  await row.root.getByRole("button", { name: OPTIMIZATION_TEXTS.deleteOf(fileName) }).click();
  await row.root.getByRole("button", { name: "Confirm?" }).click();
  await expect(queue.rows.filter({ hasText: fileName })).toHaveCount(0);
});
