import { type ComponentList, ComponentList as ComponentListSchema } from "@atelier/domain/product/component.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import type { ImageView, Version } from "@atelier/domain/product/version.schema";
import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { encodeItemId } from "../support/blade-address";
import { CatalogueApi, uniqueSuffix } from "../support/catalogue-api";
import { ComponentEditorBase } from "./component-editor";
import type { Workspace } from "./workspace";

/** Where the scene's images are served from, by the test itself (see serveImages). */
export const IMAGE_ROOT = "/e2e-images/";

/** The scene's views: Front (Single, over the 'floor' background), Turn (Range 0-2) and Back (no images). */
const VIEWS: Partial<ImageView>[] = [
  { name: "Front", code: "front", viewType: "Single", frameLow: 0, frameHigh: 0, backgroundComponent: "floor" },
  { name: "Turn", code: "turn", viewType: "Range", frameLow: 0, frameHigh: 2 },
  { name: "Back", code: "back", viewType: "Single", frameLow: 1, frameHigh: 1 },
];

export interface ComponentScene {
  product: Product;
  version: Version;
  /** A second product whose only version is not active. */
  inactiveProduct: Product;
  /** The code of a Standard component ('Upper' placement) and of a Model one. */
  upperCode: string;
  modelCode: string;
  /** The name the image mapping replaces, and what it becomes. */
  mapped: { from: string; to: string };
}

/** Catalogue, products and components made through the API with the page's session, for one test each. */
export class ComponentsApi extends CatalogueApi {
  private async product(name: string, suffix: string): Promise<{ product: Product; version: Version }> {
    const created = await this.call<Product>("POST", "product", { name, styleCode: `E2E-CMP-${suffix}` });
    const product = await this.call<Product>("PUT", `product/${created.productId}`, {
      ...created,
      imageRootUrl: IMAGE_ROOT,
      imageNameFormat: [
        { type: "view" },
        { type: "static", text: "/" },
        { type: "code" },
        { type: "static", text: "_" },
        { type: "frame", width: 3 },
        { type: "static", text: ".svg" },
      ],
    });
    const version = await this.call<Version>("POST", `product/${product.productId}/version`, {});
    return { product, version };
  }

  /**
   * Two products. The first's version is active, has the three views and an image mapping, and a
   * package whose rules generate 'Upper' components U-{material}-{color} (LEA, CAN x RED, BLU) and one
   * Model component M-{material}. The second's only version is not active.
   */
  async createScene(): Promise<ComponentScene> {
    const suffix = uniqueSuffix();
    const definition = (name: string) =>
      this.id("componentoptiondefinition", { name: `${name} ${suffix}` }, "componentOptionDefinitionId");
    const [material, color] = await Promise.all([definition("Material"), definition("Color")]);
    const option = (definitionId: string, code: string) =>
      this.id("componentoption", { componentOptionDefinitionId: definitionId, code }, "componentOptionId");
    const [lea, can, red, blu] = await Promise.all([
      option(material, `LEA${suffix}`),
      option(material, `CAN${suffix}`),
      option(color, `RED${suffix}`),
      option(color, `BLU${suffix}`),
    ]);
    const type = await this.id(
      "componenttype",
      {
        name: `Material + Color ${suffix}`,
        componentOptionDefinitions: [{ componentOptionDefinitionId: material }, { componentOptionDefinitionId: color }],
        partCodeFormat: [
          { id: "m", type: "code", targetId: material },
          { id: "s", type: "static", text: "-" },
          { id: "c", type: "code", targetId: color },
        ],
      },
      "componentTypeId",
    );
    const upper = await this.id(
      "componentplacement",
      { name: "Upper", code: `UP${suffix}`, componentTypes: [{ componentTypeId: type, codePrefix: "U-" }] },
      "componentPlacementId",
    );
    const model = await this.modelPlacement(`Material ${suffix}`, material, suffix);

    const { product, version: created } = await this.product("Component Viewer Sneaker", suffix);
    const upperCode = `U-LEA${suffix}-RED${suffix}`;
    const mapped = { from: `turn/${upperCode}_002.svg`, to: "shared/mapped.svg" };
    const mapping = `from,to,x,y,sx,sy\n${mapped.from},${mapped.to},,,,\n`;
    const version = await this.call<Version>("PUT", `product/${product.productId}/version/${created.versionId}`, {
      ...created,
      imageViews: VIEWS,
      imageMappingSource: Buffer.from(mapping).toString("base64"),
      imageMappingFile: "mapping.csv",
      imageMappingFileMimeType: "text/csv",
      active: true,
    });
    const versionPath = `product/${product.productId}/version/${version.versionId}`;
    const packagePath = `${versionPath}/package/${await this.mainPackage(versionPath)}`;
    await this.rule(packagePath, upper, [
      { componentOptionDefinitionId: material, componentOptionIds: [lea, can] },
      { componentOptionDefinitionId: color, componentOptionIds: [red, blu] },
    ]);
    await this.rule(packagePath, model, [{ componentOptionDefinitionId: material, componentOptionIds: [lea] }]);

    const { product: inactiveProduct } = await this.product("Component Viewer Draft", `${suffix}D`);
    return { product, version, inactiveProduct, upperCode, modelCode: `M-LEA${suffix}`, mapped };
  }

  async components(productId: string, versionId: string, filter = ""): Promise<ComponentList> {
    const query = new URLSearchParams({ filter });
    return ComponentListSchema.parse(
      await this.call("GET", `product/${productId}/version/${versionId}/component?${query}`),
    );
  }

  /**
   * Saves a component twice as another user would (flag flipped, then back), so its value stays but
   * the etag an open editor holds goes stale.
   */
  async changeElsewhere(productId: string, versionId: string, code: string): Promise<void> {
    const found = (await this.components(productId, versionId, code)).components.find((c) => c.code === code);
    if (!found) throw new Error(`No component ${code}`);
    const path = `product/${productId}/version/${versionId}/component/${found.componentId}`;
    for (const unavailable of [!found.unavailable, found.unavailable]) {
      const { etag } = await this.call<{ etag: string }>("GET", path);
      await this.call("PUT", path, { unavailable, etag });
    }
  }
}

/** A small picture naming the image, so screenshots show which frame is on screen. */
function svgOf(name: string, fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><ellipse cx="160" cy="120" rx="120" ry="50" fill="${fill}" fill-opacity="0.85"/><text x="160" y="30" font-family="sans-serif" font-size="13" text-anchor="middle">${name}</text></svg>`;
}

/**
 * Serves the scene's images from the test: every name under IMAGE_ROOT is an SVG naming itself,
 * except the Back view's, which answer 404. The background ('floor') is a grey band.
 */
export async function serveImages(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`**${IMAGE_ROOT}**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const name = decodeURIComponent(url.pathname.slice(IMAGE_ROOT.length));
    requested.push(`${url.pathname}${url.search}`);
    if (name.startsWith("back/")) return route.fulfill({ status: 404, body: "" });
    const background = name.includes("/floor_");
    const body = background
      ? '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect y="150" width="320" height="50" fill="#8a8f98"/></svg>'
      : svgOf(name, name.includes("mapped") ? "#2f9e44" : "#e8590c");
    return route.fulfill({ status: 200, contentType: "image/svg+xml", body });
  });
  return requested;
}

/** The Components blade: a version's components searched by code. */
export class ComponentsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly title: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly count: Locator;
  readonly message: Locator;

  constructor(
    readonly workspace: Workspace,
    /** Which Components blade when several are open: 0 is the leftmost. */
    index = 0,
  ) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="Components"]').nth(index);
    this.title = this.root.getByTestId("blade-title");
    this.search = this.root.getByRole("textbox", { name: "Search components by code" });
    this.rows = this.root.getByTestId("component-row");
    this.count = this.root.getByTestId("components-count");
    this.message = this.root.getByTestId("components-message");
  }

  /** Opens the blade alone, through its address. */
  async openByAddress(productId: string, versionId: string): Promise<void> {
    await this.page.goto(`/?b=Components.list.${encodeItemId(`${productId}~${versionId}`)}`);
    await expect(this.root.getByTestId("components-blade")).toBeVisible();
  }

  row(code: string): Locator {
    return this.root.locator(`[data-testid="component-row"][data-code="${code}"]`);
  }

  async codes(): Promise<string[]> {
    return this.rows.getByTestId("component-code").allTextContents();
  }

  async openDetails(code: string): Promise<void> {
    await this.row(code).getByRole("button", { name: "Details", exact: true }).click();
  }

  get changePreviewProduct(): Locator {
    return this.root.getByRole("button", { name: "Change preview product", exact: true });
  }
}

/** The image editor of one component (EditComponent). */
export class ComponentEditorBlade extends ComponentEditorBase<"Background" | "Checkers"> {
  constructor(workspace: Workspace) {
    super(workspace, "EditComponent");
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root.getByTestId("component-editor")).toBeVisible();
  }

  view(name: string): Locator {
    return this.root.locator(`[data-testid="image-view"][data-view="${name}"]`);
  }

  image(view: string): Locator {
    return this.view(view).getByTestId("viewer-image");
  }

  linkToggle(name: "show link" | "hide link"): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  async step(view: string, direction: "Previous angle" | "Next angle"): Promise<void> {
    await this.view(view).getByRole("button", { name: direction, exact: true }).click();
  }
}
