import type { Product } from "@atelier/domain/product/product.schema";
import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { callApi } from "../support/api";
import { encodeItemId } from "../support/blade-address";
import { DEMO } from "../support/users";

let counter = 0;

/** Products and versions made through the API as the demo administrator, for one test each. */
export class VersionApi {
  private constructor(private readonly request: APIRequestContext) {}

  static async signIn(request: APIRequestContext): Promise<VersionApi> {
    const api = new VersionApi(request);
    await api.call("POST", "account/login", { username: DEMO.admin, password: DEMO.password });
    return api;
  }

  private call<T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
    return callApi<T>(this.request, method, path, data);
  }

  /** A new product in Development, with a unique style code. */
  async createProduct(name: string): Promise<Product> {
    counter += 1;
    const styleCode = `E2E-VER-${Date.now().toString(36).toUpperCase()}-${counter}`;
    return this.call<Product>("POST", "product", { name, styleCode });
  }

  async addVersion(productId: string, parentVersionId?: string): Promise<Version> {
    return this.call<Version>("POST", `product/${productId}/version`, parentVersionId ? { parentVersionId } : {});
  }

  async versions(productId: string): Promise<Version[]> {
    return (await this.call<{ versions: Version[] }>("GET", `product/${productId}/version`)).versions;
  }

  async version(productId: string, versionId: string): Promise<Version> {
    return this.call<Version>("GET", `product/${productId}/version/${versionId}`);
  }

  /** Saves a version as another user would, with the version's current etag. */
  async updateVersion(productId: string, versionId: string, changes: Partial<Version>): Promise<Version> {
    const version = await this.version(productId, versionId);
    return this.call<Version>("PUT", `product/${productId}/version/${versionId}`, { ...version, ...changes });
  }

  /** Moves a product along the workflow (e.g. Development to Production) with its current etag. */
  async setStatus(productId: string, productStatus: ProductStatus): Promise<Product> {
    const product = await this.call<Product>("GET", `product/${productId}`);
    return this.call<Product>("PUT", `product/${productId}`, { ...product, productStatus });
  }
}

/** The Versions blade of one product (itemId = productId). */
export class VersionsBlade {
  readonly root: Locator;
  readonly title: Locator;
  readonly rows: Locator;
  readonly addButton: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('[data-blade-kind="Versions"]');
    this.title = this.root.getByTestId("blade-title");
    this.rows = this.root.getByTestId("version-row");
    this.addButton = this.root.getByRole("button", { name: "Add version", exact: true });
  }

  /** Opens the workspace with only this product's Versions blade. */
  async goto(productId: string): Promise<void> {
    await this.page.goto(`/?b=Versions.list.${encodeItemId(productId)}`);
    await expect(this.root).toBeVisible();
  }

  row(code: number): Locator {
    return this.rows.filter({ has: this.page.getByText(`v${code}`, { exact: true }) });
  }

  /** The codes of the rows that carry the 'Active' label. */
  async activeCodes(): Promise<string[]> {
    return this.rows
      .filter({ has: this.page.getByTestId("active-label") })
      .getByTestId("version-code")
      .allTextContents();
  }

  async openDetails(code: number): Promise<void> {
    await this.root.getByRole("button", { name: `Details of v${code}`, exact: true }).click();
  }
}

/** One open version editor (EditVersion blade), found by its title 'v{code} of {product}'. */
export class VersionEditor {
  readonly root: Locator;
  readonly actionBar: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly imageRootUrl: Locator;
  readonly error: Locator;
  readonly activeLabel: Locator;
  readonly imageMapping: Locator;

  constructor(
    private readonly page: Page,
    readonly title: string,
  ) {
    this.root = page
      .locator('[data-blade-kind="EditVersion"]')
      .filter({ has: page.getByTestId("blade-title").getByText(title, { exact: true }) });
    this.actionBar = this.root.getByTestId("version-action-bar");
    this.name = this.root.getByLabel("Version name", { exact: true });
    this.description = this.root.getByLabel("Description", { exact: true });
    this.imageRootUrl = this.root.getByLabel("Image root URL", { exact: true });
    this.error = this.root.getByTestId("error-callout");
    this.activeLabel = this.root.getByTestId("version-heading").getByTestId("active-label");
    this.imageMapping = this.root.getByTestId("image-mapping");
  }

  /** Opens the workspace with only this version's editor. */
  static async goto(page: Page, productId: string, versionId: string, title: string): Promise<VersionEditor> {
    await page.goto(`/?b=EditVersion.edit.${encodeItemId(`${productId}~${versionId}`)}`);
    const editor = new VersionEditor(page, title);
    await expect(editor.root).toBeVisible();
    return editor;
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** Save, Save & Close or Archive; `confirm` clicks the 'Confirm?' the button turns into. */
  async click(name: "Save" | "Save & Close" | "Archive", options: { confirm?: boolean } = {}): Promise<void> {
    await this.button(name).click();
    if (options.confirm) await this.button("Confirm?").click();
  }

  async openMenu(name: "Studio" | "More"): Promise<Locator> {
    await this.button(name).click();
    const menu = this.page.getByTestId(name === "Studio" ? "studio-menu" : "more-menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  async chooseFromMenu(menuName: "Studio" | "More", item: string): Promise<void> {
    const menu = await this.openMenu(menuName);
    await menu.getByRole("menuitem", { name: item, exact: true }).click();
  }

  /** Adds a price row and types its value (the first currency offered is kept). */
  async addPrice(value: string): Promise<void> {
    await this.button("Add price").click();
    await this.root.getByLabel("Value", { exact: true }).last().fill(value);
  }

  async expectSaved(): Promise<void> {
    await expect(this.button("Save")).toBeEnabled();
    await expect(this.error).toHaveCount(0);
  }
}
