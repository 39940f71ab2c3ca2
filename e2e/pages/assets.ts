import { expect, type Locator, type Page } from "@playwright/test";
import { ASSET_TEXTS } from "../../apps/web/src/blades/asset/common/asset-texts";
import type { Workspace } from "./workspace";

/** The Assets Library blade: prefix search, view modes, Upload, Download all and the cards with their menus. */
export class AssetsLibrary {
  readonly page: Page;
  readonly root: Locator;
  readonly body: Locator;
  readonly search: Locator;
  readonly cards: Locator;
  readonly empty: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="Assets"]');
    this.body = this.root.getByTestId("assets-blade");
    this.search = this.body.getByRole("textbox", { name: ASSET_TEXTS.search, exact: true });
    this.cards = this.body.getByTestId("asset-card");
    this.empty = this.body.getByTestId("assets-empty");
  }

  /** Opens it from the sidebar's Assets group and waits for its cards or its empty state. */
  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Assets", "Assets Library");
    await expect(this.body).toBeVisible();
    await expect(this.cards.first().or(this.empty)).toBeVisible();
  }

  button(name: string): Locator {
    return this.body.getByRole("button", { name, exact: true });
  }

  /** Download all (a link styled as a button). */
  get downloadAll(): Locator {
    return this.body.getByRole("link", { name: ASSET_TEXTS.downloadAll, exact: true });
  }

  /** Types a prefix; the list follows after the search's debounce. */
  async searchPrefix(prefix: string): Promise<void> {
    await this.search.fill(prefix);
  }

  async viewMode(mode: "Base image" | "Mask" | "Lightmap"): Promise<void> {
    await this.body.getByRole("radiogroup", { name: ASSET_TEXTS.viewMode }).getByText(mode, { exact: true }).click();
  }

  card(name: string): Locator {
    return this.cards.and(this.page.locator(`[data-name="${name}"]`));
  }

  /** The names of the cards shown, in order. */
  async names(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-name") ?? ""));
  }

  async select(name: string): Promise<void> {
    await this.card(name)
      .getByRole("checkbox", { name: ASSET_TEXTS.select(name) })
      .check();
  }

  /** Opens a card's menu and answers its items. */
  async openMenu(name: string): Promise<Locator> {
    await this.card(name)
      .getByRole("button", { name: ASSET_TEXTS.menuOf(name), exact: true })
      .click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Opens a card's preview (the AssetImage panel). */
  async openPreview(name: string): Promise<AssetImagePanel> {
    await this.card(name).getByRole("button", { name, exact: true }).click();
    const panel = new AssetImagePanel(this.workspace);
    await expect(panel.body).toBeVisible();
    return panel;
  }
}

/** Upload Assets: a folder, a drop area, and the queue of files sent one at a time. */
export class UploadAssetsBlade {
  readonly root: Locator;
  readonly body: Locator;
  readonly folder: Locator;
  readonly files: Locator;
  readonly rows: Locator;

  constructor(workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="UploadAssets"]');
    this.body = this.root.getByTestId("upload-assets-blade");
    this.folder = this.body.getByRole("textbox", { name: ASSET_TEXTS.folder });
    this.files = this.body.getByLabel(ASSET_TEXTS.chooseFiles, { exact: true });
    this.rows = this.body.getByTestId("asset-upload-row");
  }

  row(fileName: string): Locator {
    return this.rows.filter({ hasText: fileName });
  }

  async close(): Promise<void> {
    await this.root.getByRole("button", { name: "Close", exact: true }).click();
    await expect(this.root).toHaveCount(0);
  }

  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.files.setInputFiles(files);
  }
}

/** Upload Masks or Upload Lightmaps: the queue of images, Start or the strength buttons. */
export class DeriveBlade {
  readonly root: Locator;
  readonly rows: Locator;

  constructor(workspace: Workspace, kind: "UploadMasks" | "UploadLightmaps") {
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.rows = this.root.getByTestId("derive-row");
  }

  row(name: string): Locator {
    return this.rows.and(this.root.page().locator(`[data-name="${name}"]`));
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }
}

/** The AssetImage panel: the preview, the facts, Download and the linked assets. */
export class AssetImagePanel {
  readonly root: Locator;
  readonly body: Locator;
  readonly preview: Locator;
  readonly model: Locator;
  readonly linked: Locator;

  constructor(workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="AssetImage"]').last();
    this.body = this.root.getByTestId("asset-image-blade");
    this.preview = this.body.getByTestId("asset-preview");
    this.model = this.body.getByTestId("asset-model");
    this.linked = this.body.getByTestId("asset-linked");
  }

  fact(testId: "asset-name" | "asset-type" | "asset-size" | "asset-dimensions" | "asset-last-modified"): Locator {
    return this.body.getByTestId("asset-facts").getByTestId(testId);
  }
}

/**
 * An image of the demo media drawn by the browser into a PNG (transparent) or a JPEG (on white), so the
 * test uploads photos as a back-office user would, not SVG drawings.
 */
export async function rasterise(
  page: Page,
  svg: string,
  type: "image/png" | "image/jpeg",
  size = 800,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ svg, type, size }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      const scale = size / Math.max(image.width, image.height);
      canvas.width = Math.round(image.width * scale);
      canvas.height = Math.round(image.height * scale);
      const context = canvas.getContext("2d");
      if (context === null) throw new Error("No 2D canvas");
      if (type === "image/jpeg") {
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, canvas.width, canvas.height);
      }
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(type, 0.9).split(",")[1] ?? "";
    },
    { svg, type, size },
  );
  return Buffer.from(base64, "base64");
}
