import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Product } from "@atelier/domain/product/product.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { expect, type Locator, type Page } from "@playwright/test";
import { encodeItemId } from "../support/blade-address";
import { CatalogueApi, uniqueSuffix } from "../support/catalogue-api";
import { ComponentEditorBase } from "./component-editor";
import type { Workspace } from "./workspace";

/** The demo model, served by the server from apps/server/demo-media. */
export const DEMO_MODEL = "/demo-media/models/sneaker.glb";
/** The demo model's file in the repository. */
const DEMO_MODEL_FILE = fileURLToPath(new URL("../../apps/server/demo-media/models/sneaker.glb", import.meta.url));
/** A model URL without extension: the viewer asks for it with a HEAD call, which the test answers (see serveProbedModel). */
export const PROBED_MODEL = "/e2e-models/probed-sneaker";
/** A model file that does not exist. */
export const MISSING_MODEL = "/demo-media/models/missing.glb";

/** The kinds of model asset a scene has a component for. */
export type SceneModel = "demo" | "probed" | "missing" | "none";

export interface ThreeComponentScene {
  product: Product;
  version: Version;
  /** Model components by what their option's asset is. */
  codes: Record<SceneModel, string>;
  /** Component ids by code. */
  ids: Record<string, string>;
}

/** A version with Model components made through the API: one per kind of model asset. */
export class ThreeComponentApi extends CatalogueApi {
  /**
   * A 'Sneaker Model' placement (usage Model) whose rule generates M-{option} for four options of one
   * definition: the demo model, a URL without extension, a missing file and no asset at all.
   */
  async createScene(): Promise<ThreeComponentScene> {
    const suffix = uniqueSuffix();
    const definition = await this.id(
      "componentoptiondefinition",
      { name: `Model ${suffix}` },
      "componentOptionDefinitionId",
    );
    const option = (code: string, asset: string | null) =>
      this.id(
        "componentoption",
        {
          componentOptionDefinitionId: definition,
          code,
          assetsJson: asset === null ? [] : [{ id: "model", frame: null, asset, type: "Asset" }],
        },
        "componentOptionId",
      );
    const codes = { demo: `GLB${suffix}`, probed: `PRB${suffix}`, missing: `MIS${suffix}`, none: `NON${suffix}` };
    const optionIds = await Promise.all([
      option(codes.demo, DEMO_MODEL),
      option(codes.probed, PROBED_MODEL),
      option(codes.missing, MISSING_MODEL),
      option(codes.none, null),
    ]);
    const placement = await this.modelPlacement(`Model ${suffix}`, definition, suffix);
    const product = await this.call<Product>("POST", "product", {
      name: "3D Viewer Sneaker",
      styleCode: `E2E-3D-${suffix}`,
    });
    const version = await this.call<Version>("POST", `product/${product.productId}/version`, {});
    const versionPath = `product/${product.productId}/version/${version.versionId}`;
    await this.rule(`${versionPath}/package/${await this.mainPackage(versionPath)}`, placement, [
      { componentOptionDefinitionId: definition, componentOptionIds: optionIds },
    ]);
    const list = await this.call<{ components: { componentId: string; code: string }[] }>(
      "GET",
      `${versionPath}/component?filter=M-`,
    );
    const ids = Object.fromEntries(list.components.map((component) => [component.code, component.componentId]));
    const prefixed = {
      demo: `M-${codes.demo}`,
      probed: `M-${codes.probed}`,
      missing: `M-${codes.missing}`,
      none: `M-${codes.none}`,
    };
    return { product, version, codes: prefixed, ids };
  }
}

/**
 * Answers the viewer's HEAD call on PROBED_MODEL + '.gltf' with a binary content type, and serves
 * PROBED_MODEL + '.glb' with the demo model's bytes. Returns the methods and paths asked for.
 */
export async function serveProbedModel(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`**${PROBED_MODEL}*`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    requests.push(`${request.method()} ${path}`);
    if (request.method() === "HEAD") {
      return route.fulfill({ status: 200, headers: { "content-type": "model/gltf-binary" }, body: "" });
    }
    return route.fulfill({ status: 200, contentType: "model/gltf-binary", body: readFileSync(DEMO_MODEL_FILE) });
  });
  return requests;
}

/**
 * How long the first model may take to draw. Headless Chromium renders WebGL on the CPU (SwiftShader):
 * compiling the first shaders takes seconds, more on a busy machine.
 */
export const FIRST_RENDER_MS = 60_000;

type ViewToggle = "Orientation" | "UVs" | "ACES" | "Neutral" | "AO" | "Bump" | "Diffuse" | "Wireframe";
type Stat = "Fps" | "Draw Calls" | "Meshes" | "Vertices" | "Faces" | "Materials" | "Textures";

/** The 3D component editor (EditThreeComponent). */
export class ThreeComponentBlade extends ComponentEditorBase<ViewToggle> {
  readonly canvas: Locator;
  readonly stage: Locator;
  readonly stats: Locator;
  readonly loading: Locator;
  readonly modelError: Locator;
  readonly modelMissing: Locator;
  readonly previewWith: Locator;
  readonly previewed: Locator;

  constructor(workspace: Workspace) {
    super(workspace, "EditThreeComponent");
    this.canvas = this.root.getByTestId("model-canvas").locator("canvas");
    this.stage = this.root.getByTestId("model-stage");
    this.stats = this.root.getByTestId("render-stats");
    this.loading = this.root.getByTestId("model-loading");
    this.modelError = this.root.getByTestId("model-error");
    this.modelMissing = this.root.getByTestId("model-missing");
    this.previewWith = this.root.getByRole("button", { name: "Preview With...", exact: true });
    this.previewed = this.root.getByTestId("preview-with");
  }

  /** Opens the editor of one component alone, through its address. */
  async openByAddress(productId: string, versionId: string, componentId: string): Promise<void> {
    await this.page.goto(`/?b=EditThreeComponent.edit.${encodeItemId(`${productId}~${versionId}~${componentId}`)}`);
    await expect(this.root.getByTestId("three-component-editor")).toBeVisible({ timeout: FIRST_RENDER_MS });
  }

  /** Opens, through its address, the editor of the scene's component with this kind of model. */
  async openModel(scene: ThreeComponentScene, model: SceneModel): Promise<void> {
    await this.openByAddress(scene.product.productId, scene.version.versionId, scene.ids[scene.codes[model]] ?? "");
  }

  /** A figure of the stats panel, as a number (NaN until the first figures arrive). */
  async stat(name: Stat): Promise<number> {
    const text = await this.stats.locator(`[data-stat="${name}"]`).textContent();
    return Number((text ?? "").replace(/[^\d.]/g, "") || Number.NaN);
  }

  /** The stats once the model is drawn. */
  async expectModelDrawn(meshes: number): Promise<void> {
    await expect(this.loading).toHaveCount(0, { timeout: FIRST_RENDER_MS });
    await expect.poll(() => this.stat("Meshes"), { timeout: FIRST_RENDER_MS }).toBe(meshes);
  }

  /** Picks another component to show alongside, searching by its code. */
  async previewWithComponent(code: string): Promise<void> {
    await this.previewWith.click();
    const search = this.page.getByRole("combobox", { name: "Component to show alongside" });
    await search.fill(code);
    await this.page.getByRole("option", { name: code, exact: true }).click();
  }
}
