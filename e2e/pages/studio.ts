import type { CurrentUser } from "@atelier/domain/account/account.schema";
import type { StorefrontKeyCreated } from "@atelier/domain/account/storefront-key.schema";
import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import type { ProductList } from "@atelier/domain/product/product-list.schema";
import type { Rule } from "@atelier/domain/product/rule.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { STUDIO_TEXTS } from "../../apps/web/src/pages/studio/studio-texts";
import { callApi } from "../support/api";

/** What the Studio's address names. */
export interface StudioQuery {
  product: string;
  version: string | number;
  key?: string;
  recipe?: string;
  previewDate?: string;
}

export function studioPath(query: StudioQuery): string {
  const params = new URLSearchParams({ product: query.product, version: String(query.version) });
  for (const name of ["key", "recipe", "previewDate"] as const) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  return `/studio.html?${params.toString()}`;
}

/** The Studio configurator page (/studio.html), read through roles, labels and test ids. */
export class StudioPage {
  readonly title: Locator;
  readonly message: Locator;
  readonly preview: Locator;
  readonly choices: Locator;
  readonly price: Locator;
  readonly quantity: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
  readonly saveButton: Locator;
  readonly saveIssues: Locator;
  readonly saved: Locator;
  readonly recipeId: Locator;
  readonly shareLink: Locator;
  readonly jsonLink: Locator;
  readonly pdfLink: Locator;
  readonly frame: Locator;
  readonly layers: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId("studio-title");
    this.message = page.getByTestId("studio-message");
    this.preview = page.getByRole("region", { name: STUDIO_TEXTS.preview });
    this.choices = page.getByRole("region", { name: STUDIO_TEXTS.choices });
    this.price = page.getByTestId("studio-price");
    this.quantity = page.getByRole("spinbutton", { name: STUDIO_TEXTS.quantity });
    this.undoButton = page.getByRole("button", { name: STUDIO_TEXTS.undo, exact: true });
    this.redoButton = page.getByRole("button", { name: STUDIO_TEXTS.redo, exact: true });
    this.saveButton = page.getByRole("button", { name: STUDIO_TEXTS.save, exact: true });
    this.saveIssues = page.getByTestId("save-issues");
    this.saved = page.getByTestId("saved-recipe");
    this.recipeId = page.getByTestId("recipe-id");
    this.shareLink = page.getByTestId("share-link");
    this.jsonLink = page.getByRole("link", { name: STUDIO_TEXTS.openJson });
    this.pdfLink = page.getByRole("link", { name: STUDIO_TEXTS.openPdf });
    this.frame = page.getByTestId("view-frame");
    this.layers = page.getByTestId("view-layer");
  }

  async goto(query: StudioQuery): Promise<void> {
    await this.page.goto(studioPath(query));
  }

  /** Waits until the product's choices are shown. */
  async expectLoaded(productName: string): Promise<void> {
    await expect(this.title).toHaveText(productName);
    await expect(this.choices).toBeVisible();
  }

  /** A placement's radio group, by the placement's code. */
  placement(code: string): Locator {
    return this.page.locator(`[data-placement="${code}"]`);
  }

  /** A component's radio in a placement, by the component's name as the choice shows it. */
  choice(placementCode: string, componentName: string): Locator {
    return this.placement(placementCode).getByRole("radio", { name: new RegExp(`^${escapeRegExp(componentName)}\\b`) });
  }

  async choose(placementCode: string, componentName: string): Promise<void> {
    await this.choice(placementCode, componentName).check();
  }

  /** A personal text field by its label. */
  field(label: string): Locator {
    return this.choices.getByRole("textbox", { name: label });
  }

  /** A view's tab (a radio of the Views group) by its name. */
  viewTab(name: string): Locator {
    return this.preview.getByRole("radio", { name, exact: true });
  }

  /** Shows a view by clicking its tab's label (the radio itself is visually hidden). */
  async selectView(name: string): Promise<void> {
    await this.preview.getByRole("radiogroup", { name: STUDIO_TEXTS.views }).getByText(name, { exact: true }).click();
    await expect(this.viewTab(name)).toBeChecked();
  }

  async stepFrame(direction: "next" | "previous"): Promise<void> {
    const name = direction === "next" ? STUDIO_TEXTS.nextFrame : STUDIO_TEXTS.previousFrame;
    await this.preview.getByRole("button", { name }).click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The calls the Studio's tests prepare their scene with, as the demo administrator. */
export class StudioApi {
  constructor(private readonly request: APIRequestContext) {}

  private call<T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
    return callApi<T>(this.request, method, path, data);
  }

  blueprint(styleCode: string, versionCode: string | number = "_"): Promise<Blueprint> {
    return this.call<Blueprint>("GET", `blueprint/${encodeURIComponent(styleCode)}/${versionCode}`);
  }

  async product(styleCode: string): Promise<Product> {
    const list = await this.call<ProductList>("GET", "product?take=200");
    const found = list.products.find((product) => product.styleCode === styleCode);
    if (found === undefined) throw new Error(`No product ${styleCode}`);
    return this.call<Product>("GET", `product/${found.productId}`);
  }

  /** Adds rules to a version of the product (by code) with the version's current etag. */
  async addRules(styleCode: string, versionCode: number, rules: Omit<Rule, "inactive" | "id">[]): Promise<void> {
    const product = await this.product(styleCode);
    const { versions } = await this.call<{ versions: Version[] }>("GET", `product/${product.productId}/version`);
    const listed = versions.find((version) => version.code === versionCode);
    if (listed === undefined) throw new Error(`No version ${versionCode} of ${styleCode}`);
    const path = `product/${product.productId}/version/${listed.versionId}`;
    const version = await this.call<Version>("GET", path);
    const added = rules.map((rule, index) => ({
      ...rule,
      id: `e2e-${Date.now().toString(36)}-${index}`,
      inactive: false,
    }));
    await this.call<Version>("PUT", path, { ...version, rulesJson: [...version.rulesJson, ...added] });
  }

  /** A storefront key of the demo company allowing these origins: the key itself, shown once. */
  async storefrontKey(name: string, allowedOrigins: string[] = []): Promise<string> {
    const { companyId } = (await this.call<CurrentUser>("GET", "account")).company;
    const created = await this.call<StorefrontKeyCreated>("POST", `company/${companyId}/storefrontkey`, {
      name,
      allowedOrigins,
    });
    return created.key;
  }
}
