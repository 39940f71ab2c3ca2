import { Product, type ProductUpdateInput } from "@atelier/domain/product/product.schema";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { BASE_URL } from "../support/env";
import type { Workspace } from "./workspace";

/** The editor's sections, by their headings. */
export type ProductEditorSection =
  | "Mixins"
  | "Workflow"
  | "Product settings"
  | "Action analytics"
  | "UX and front-end translations"
  | "Component translations and mappings"
  | "Assets source"
  | "Image name formatting"
  | "Custom attributes"
  | "Activity"
  | "Notes";

export const PRODUCT_EDITOR_SECTIONS: readonly ProductEditorSection[] = [
  "Mixins",
  "Workflow",
  "Product settings",
  "Action analytics",
  "UX and front-end translations",
  "Component translations and mappings",
  "Assets source",
  "Image name formatting",
  "Custom attributes",
  "Activity",
  "Notes",
];

type ToolbarButton = "Archive" | "Save & Close" | "Save" | "More" | "Manage Versions" | "Confirm?";

/** The EditProduct blade: 'Add a product' in mode new, a product's editor in mode edit. */
export class ProductEditor {
  readonly page: Page;
  readonly root: Locator;
  readonly title: Locator;
  readonly toolbar: Locator;
  readonly status: Locator;
  readonly errorCallout: Locator;
  readonly notesCounter: Locator;
  readonly imageItems: Locator;
  readonly imagePreview: Locator;

  /** The editor of one product, or (without an id) the only EditProduct blade open. */
  constructor(
    readonly workspace: Workspace,
    productId?: string,
  ) {
    this.page = workspace.page;
    const blades = workspace.bladeStack.locator('[data-blade-kind="EditProduct"]');
    this.root =
      productId === undefined ? blades : workspace.bladeStack.locator(`[data-blade-id="EditProduct.${productId}"]`);
    this.title = this.root.getByTestId("product-editor-title");
    this.toolbar = this.root.getByRole("toolbar", { name: "Product actions" });
    this.status = this.root.getByTestId("product-status");
    this.errorCallout = this.root.getByTestId("error-callout");
    this.notesCounter = this.root.getByTestId("notes-counter");
    this.imageItems = this.root.getByTestId("image-name-item");
    this.imagePreview = this.root.getByTestId("image-name-preview");
  }

  /** Opens a product's editor straight from the address. */
  static async goto(workspace: Workspace, productId: string): Promise<ProductEditor> {
    await workspace.page.goto(`/?b=EditProduct.edit.${encodeURIComponent(productId)}`);
    const editor = new ProductEditor(workspace, productId);
    await expect(editor.root.getByTestId("product-editor")).toBeVisible();
    return editor;
  }

  button(name: ToolbarButton): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  section(title: ProductEditorSection): Locator {
    return this.root.getByRole("region", { name: title, exact: true });
  }

  heading(title: ProductEditorSection): Locator {
    return this.section(title).locator("[data-outline]");
  }

  /** A text input or text area, by its label. */
  textbox(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  /** A button inside one section, by its name. */
  sectionButton(section: ProductEditorSection, name: string | RegExp): Locator {
    return this.section(section).getByRole("button", { name, exact: typeof name === "string" });
  }

  async workflow(label: "Publish to Production" | "Archive" | "Back to Development" | "Confirm?"): Promise<void> {
    await this.sectionButton("Workflow", label).click();
  }

  /** Clicks Save, or Save & Close, and (for a product past Development) its 'Confirm?'. */
  async save(button: "Save" | "Save & Close" = "Save", confirm = false): Promise<void> {
    await this.button(button).click();
    if (confirm) await this.button("Confirm?").click();
  }

  async addImageItem(label: string): Promise<void> {
    await this.sectionButton("Image name formatting", "Add item").click();
    await this.page.getByRole("menuitem", { name: label, exact: true }).click();
  }

  async imageItemTypes(): Promise<string[]> {
    return this.imageItems.evaluateAll((items) => items.map((item) => item.getAttribute("data-type") ?? ""));
  }

  /** The drag handles of a section's sortable rows, in order. */
  dragHandles(section: ProductEditorSection): Locator {
    return this.section(section).getByRole("button", { name: "Drag to reorder" });
  }

  /** Moves a sortable row with the keyboard: Space picks it up, the arrows move it, Space drops it. */
  async moveWithKeyboard(handle: Locator, steps: number): Promise<void> {
    await handle.focus();
    await this.page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    for (let step = 0; step < Math.abs(steps); step++) {
      // Each move is measured before the next one.
      await this.page.waitForTimeout(150);
      await this.page.keyboard.press(steps > 0 ? "ArrowDown" : "ArrowUp");
    }
    await this.page.waitForTimeout(150);
    await this.page.keyboard.press("Space");
  }

  /** Drags a sortable row by its handle with the mouse, onto another row's handle. */
  async dragWithMouse(handle: Locator, onto: Locator): Promise<void> {
    const from = await handle.boundingBox();
    const to = await onto.boundingBox();
    if (!from || !to) throw new Error("A drag handle is not in view");
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
    await this.page.mouse.up();
  }

  /** The id of the product being edited, from the blade's id ("EditProduct.{productId}"). */
  async productId(): Promise<string> {
    const bladeId = (await this.root.getAttribute("data-blade-id")) ?? "";
    return bladeId.replace(/^EditProduct\./, "");
  }

  /** Brings a section's heading to the top of the blade's scrolling body, just under the sticky actions. */
  async scrollTo(title: ProductEditorSection): Promise<void> {
    await this.heading(title).evaluate((heading) => {
      let body = heading.parentElement;
      while (body && getComputedStyle(body).overflowY !== "auto") body = body.parentElement;
      if (!body) return;
      const bar = body.querySelector('[role="toolbar"]')?.getBoundingClientRect().height ?? 0;
      const offset = heading.getBoundingClientRect().top - body.getBoundingClientRect().top;
      body.scrollTop += offset - bar - 8;
    });
  }

  /** The product as stored, read through the API with the page's session. */
  static async read(request: APIRequestContext, productId: string): Promise<Product> {
    const response = await request.get(`/api/v1/product/${encodeURIComponent(productId)}`);
    expect(response.ok()).toBe(true);
    return Product.parse(await response.json());
  }

  /** Changes a stored product through the API with its current etag, as another user would. */
  static async update(
    request: APIRequestContext,
    productId: string,
    changes: Partial<ProductUpdateInput>,
  ): Promise<Product> {
    const product = await ProductEditor.read(request, productId);
    const response = await request.put(`/api/v1/product/${encodeURIComponent(productId)}`, {
      data: { ...product, ...changes },
      headers: { origin: BASE_URL, "content-type": "application/json" },
    });
    expect(response.ok()).toBe(true);
    return Product.parse(await response.json());
  }
}
