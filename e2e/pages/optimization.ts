import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page } from "@playwright/test";
import { OPTIMIZATION_TEXTS } from "../../apps/web/src/blades/asset/optimization/optimization-texts";
import type { Workspace } from "./workspace";

/** The demo model the server ships, uploaded by the specs. */
export const SNEAKER_GLB = fileURLToPath(new URL("../../apps/server/demo-media/models/sneaker.glb", import.meta.url));

/** The DataOptimization blade ('Optimize Assets'): the GLB upload, then one row per optimisation. */
export class OptimizationQueue {
  readonly page: Page;
  readonly root: Locator;
  readonly body: Locator;
  readonly rows: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="DataOptimization"]');
    this.body = this.root.getByTestId("data-optimization-blade");
    this.rows = this.body.getByRole("list", { name: OPTIMIZATION_TEXTS.items }).getByTestId("optimization-row");
  }

  /** Opens the blade from the sidebar's 3D & AR section. */
  async open(): Promise<void> {
    await this.workspace.openFromSidebar("3D & AR", "Optimize Assets");
    await expect(this.body).toBeVisible();
  }

  /** Chooses files in the picker (which takes any file) and waits until each upload row is done or failed. */
  async upload(files: { name: string; buffer: Buffer; mimeType?: string }[]): Promise<void> {
    await this.body
      .getByTestId("file-dropzone")
      .locator('input[type="file"]')
      .setInputFiles(files.map((file) => ({ mimeType: "model/gltf-binary", ...file })));
    for (const file of files) {
      await expect(this.uploadRow(file.name).last()).toHaveAttribute("data-status", /^(done|failed)$/, {
        timeout: 30_000,
      });
    }
  }

  /** Uploads a file from disk under another name. */
  async uploadFile(path: string, name: string): Promise<void> {
    await this.upload([{ name, buffer: readFileSync(path) }]);
  }

  /** The upload row of a file (its status, and the server's message when refused). */
  uploadRow(name: string): Locator {
    return this.body.getByTestId("upload-row").filter({ hasText: name });
  }

  /** The row of an optimisation by its file name (newest first: the first such row). */
  row(name: string): OptimizationRowObject {
    return new OptimizationRowObject(this.page, this.rows.filter({ hasText: name }).first());
  }
}

/** One optimisation of the queue. */
export class OptimizationRowObject {
  readonly status: Locator;
  readonly profile: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.status = root.getByTestId("optimization-status");
    this.profile = root.getByRole("combobox", { name: OPTIMIZATION_TEXTS.profile });
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** Chooses a profile in the row's select; waits until the choice is saved. */
  async chooseProfile(name: string): Promise<void> {
    await this.profile.click();
    await this.page.getByRole("option", { name, exact: true }).click();
    await expect(this.profile).toHaveValue(name);
    await expect(this.button(OPTIMIZATION_TEXTS.optimize)).toBeEnabled();
  }

  /** Waits for the status the row shows (by the spec's status name, e.g. 'Success'). */
  async expectStatus(status: string, timeout = 60_000): Promise<void> {
    await expect(this.status).toHaveAttribute("data-status", status, { timeout });
  }
}

/** The EditDataOptimization blade (View details). */
export class OptimizationDetails {
  readonly root: Locator;
  readonly body: Locator;
  readonly figures: Locator;
  readonly validator: Locator;
  readonly log: Locator;
  readonly preview: Locator;

  constructor(workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditDataOptimization"]');
    this.body = this.root.getByTestId("optimization-details");
    this.figures = this.body.getByRole("table", { name: OPTIMIZATION_TEXTS.figures });
    this.validator = this.body.getByTestId("validator-report");
    this.log = this.body.getByTestId("job-log");
    this.preview = this.body.getByTestId("optimization-preview");
  }

  /** The change column of one figure ('File size', 'Vertices' ...). */
  change(figure: string): Locator {
    return this.figures.locator(`[data-figure="${figure}"]`).getByTestId("figure-change");
  }

  /** Turns Preview on and waits until both sides have drawn their model. */
  async showPreview(): Promise<void> {
    await this.body.getByRole("button", { name: OPTIMIZATION_TEXTS.preview, exact: true }).click();
    await expectPreviewLoaded(this.preview);
  }
}

/** Both sides of a before-and-after preview loaded their model (rendering on the CPU takes a while). */
export async function expectPreviewLoaded(preview: Locator): Promise<void> {
  const sides = preview.getByTestId("preview-side");
  await expect(sides).toHaveCount(2);
  for (const side of await sides.all()) await expect(side).toHaveAttribute("data-load", "loaded", { timeout: 60_000 });
}
