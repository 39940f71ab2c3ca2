import { ProductList } from "@atelier/domain/product/product-list.schema";
import { VersionList } from "@atelier/domain/product/version.schema";
import { expect, type Locator, type Page } from "@playwright/test";
import { encodeItemId } from "../support/blade-address";
import type { Workspace } from "./workspace";

export type VersionPartKind = "EditVersionGroups" | "EditVersionViews" | "EditPackages";

/** The groups, views or packages blade of one version. */
export class VersionPartsBlade {
  readonly page: Page;
  readonly root: Locator;
  /** The groups or views of the accordion, in order. */
  readonly items: Locator;
  readonly packages: Locator;

  constructor(
    readonly workspace: Workspace,
    readonly kind: VersionPartKind,
  ) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind(kind);
    this.items = this.root.getByTestId("part-item");
    this.packages = this.root.getByTestId("package-row");
  }

  /** The item id (`productId~versionId`) of a demo version, read through the signed-in session. */
  static async versionItemId(page: Page, styleCode: string, versionCode: number): Promise<string> {
    const products = ProductList.parse(await (await page.request.get("/api/v1/product?take=10000")).json());
    const product = products.products.find((p) => p.styleCode === styleCode);
    if (!product) throw new Error(`No demo product ${styleCode}`);
    const versions = VersionList.parse(
      await (await page.request.get(`/api/v1/product/${product.productId}/version`)).json(),
    );
    const version = versions.versions.find((v) => v.code === versionCode);
    if (!version) throw new Error(`${styleCode} has no version ${versionCode}`);
    return `${product.productId}~${version.versionId}`;
  }

  /** Opens the blade alone, through its address. */
  async openByAddress(itemId: string): Promise<void> {
    await this.page.goto(`/?b=${this.kind}.edit.${encodeItemId(itemId)}`);
    await this.expectLoaded();
  }

  /** Opens the version editor through its address, then this blade from the editor's button. */
  async openThroughVersionEditor(itemId: string): Promise<void> {
    await this.page.goto(`/?b=EditVersion.edit.${encodeItemId(itemId)}`);
    const editor = this.workspace.bladeStack.locator('[data-blade-kind="EditVersion"]');
    const label = { EditVersionGroups: "Open Groups", EditVersionViews: "Open Views", EditPackages: "Packages" };
    await editor.getByRole("button", { name: label[this.kind], exact: true }).click();
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root.getByRole("heading", { level: 2 })).toBeVisible();
  }

  get heading(): Locator {
    return this.root.getByRole("heading", { level: 2 });
  }

  /** Scrolls the blade's body back to its heading (e.g. before a screenshot). */
  async scrollToTop(): Promise<void> {
    await this.heading.evaluate((element) => element.scrollIntoView({ block: "start" }));
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** The names of the accordion's items, in order. */
  async itemNames(): Promise<string[]> {
    return this.items.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-name") ?? ""));
  }

  item(name: string): Locator {
    return this.root.locator(`[data-testid="part-item"][data-name="${name}"]`);
  }

  /** Opens an accordion item (or closes it when open). */
  async toggleItem(name: string): Promise<void> {
    await this.item(name).getByTestId("part-item-control").click();
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByRole("textbox", { name: label, exact: true });
  }

  /** A field of a number input, which is a textbox too. */
  numberField(scope: Locator, label: string): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  /** Clicks a delete icon, then the 'Confirm?' of its popover. */
  async confirmDelete(scope: Locator, label: string): Promise<void> {
    await scope.getByRole("button", { name: label, exact: true }).click();
    await this.page.getByRole("button", { name: "Confirm?", exact: true }).click();
  }

  /** Saves and waits for the save to finish (the button stops loading, no error is shown). */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.request().method() === "PUT" && response.url().includes("/api/v1/product/"),
    );
    await this.button("Save").click();
    expect((await saved).ok()).toBe(true);
    await expect(this.root.getByTestId("error-callout")).toHaveCount(0);
  }
}
