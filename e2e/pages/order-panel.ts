import type { OrderAttachmentType } from "@atelier/domain/order/order.schema";
import { type OrderStatus, orderStatusLabel } from "@atelier/domain/order/order-status";
import { expect, type Locator, type Page } from "@playwright/test";
import { ORDER_TEXTS } from "../../apps/web/src/blades/order/common/order-texts";
import type { Workspace } from "./workspace";

/** A file to attach: a name, its MIME type and its bytes. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The order panel (EditOrder): its buttons, sections, status, comments and attachments. */
export class OrderPanel {
  readonly page: Page;
  readonly root: Locator;
  readonly title: Locator;
  readonly toolbar: Locator;
  readonly errorCallout: Locator;
  readonly status: Locator;
  readonly pendingNotice: Locator;
  readonly reviewLink: Locator;
  readonly attachments: Locator;
  readonly comments: Locator;
  readonly history: Locator;

  constructor(workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditOrder"]');
    this.title = this.root.getByTestId("order-title");
    this.toolbar = this.root.getByRole("toolbar", { name: ORDER_TEXTS.actions });
    this.errorCallout = this.root.getByTestId("error-callout");
    this.status = this.section(ORDER_TEXTS.status).getByTestId("order-status");
    this.pendingNotice = this.root.getByTestId("order-pending-status");
    this.reviewLink = this.root.getByTestId("order-review-link");
    this.attachments = this.root.getByTestId("order-attachment");
    this.comments = this.root.getByTestId("order-comment");
    this.history = this.root.getByTestId("order-history-entry");
  }

  /** A section of the panel by its heading (Details, Status, Order notes ...). */
  section(name: string): Locator {
    return this.root.getByRole("region", { name, exact: true });
  }

  button(name: "Trigger Integrations" | "Save & Close" | "Save" | "Confirm?"): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  /** Chooses an allowed transition and confirms it: the status is staged as pending until Save. */
  async stageStatus(status: OrderStatus): Promise<void> {
    const section = this.section(ORDER_TEXTS.status);
    await section.getByRole("combobox", { name: ORDER_TEXTS.moveTo, exact: true }).click();
    await this.page.getByRole("option", { name: orderStatusLabel(status), exact: true }).click();
    await section.getByRole("button", { name: ORDER_TEXTS.changeStatus, exact: true }).click();
    await section.getByRole("button", { name: "Confirm?", exact: true }).click();
    await expect(this.pendingNotice).toContainText(ORDER_TEXTS.pending(status));
  }

  async save(): Promise<void> {
    await this.button("Save").click();
  }

  /** Attaches a file of a type, about a view (its code) when given. */
  async attach(file: FilePayload, type: OrderAttachmentType, view?: string): Promise<void> {
    const form = this.root.getByTestId("order-attach-form");
    await form.locator('input[type="file"]').setInputFiles(file);
    await form.getByRole("combobox", { name: ORDER_TEXTS.type, exact: true }).click();
    await this.page.getByRole("option", { name: ORDER_TEXTS.attachmentTypes[type], exact: true }).click();
    if (view !== undefined) {
      await form.getByRole("combobox", { name: ORDER_TEXTS.view, exact: true }).click();
      await this.page.getByRole("option", { name: new RegExp(`\\(${view}\\)$`) }).click();
    }
    await form.getByRole("button", { name: ORDER_TEXTS.attach, exact: true }).click();
  }

  /** Writes a new internal or public comment (sent with Save). */
  async writeComment(kind: "internal" | "public", text: string): Promise<void> {
    const label = kind === "internal" ? ORDER_TEXTS.internalComment : ORDER_TEXTS.publicComment;
    await this.root.getByRole("textbox", { name: label }).fill(text);
  }
}
