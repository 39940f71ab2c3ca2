import type { Locator, Page } from "@playwright/test";
import { ORDER_TEXTS } from "../../apps/web/src/blades/order/common/order-texts";
import type { Workspace } from "./workspace";

export interface RecipeOrderFields {
  recipeId: string;
  orderNumber: string;
  orderId?: string;
  customerEmail?: string;
}

/** The Recipe order form (EditRecipeOrder, 'Track a recipe'). */
export class RecipeOrderForm {
  readonly page: Page;
  readonly root: Locator;
  readonly errorCallout: Locator;

  constructor(workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditRecipeOrder"]');
    this.errorCallout = this.root.getByTestId("error-callout");
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  async fill(fields: RecipeOrderFields): Promise<void> {
    await this.field(ORDER_TEXTS.recipeId).fill(fields.recipeId);
    await this.field(ORDER_TEXTS.orderNumber).fill(fields.orderNumber);
    if (fields.orderId !== undefined) await this.field(ORDER_TEXTS.orderId).fill(fields.orderId);
    if (fields.customerEmail !== undefined) await this.field(ORDER_TEXTS.customerEmail).fill(fields.customerEmail);
  }

  /** Save: the new order's panel opens in the form's place. */
  async save(): Promise<void> {
    await this.root
      .getByRole("toolbar", { name: ORDER_TEXTS.recipeOrderActions })
      .getByRole("button", { name: "Save", exact: true })
      .click();
  }
}
