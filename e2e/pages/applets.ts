import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { APPLET_FRAME_TEXTS } from "../../apps/web/src/ui/applet-frame/applet-frame-texts";
import { CatalogueListBlade } from "./catalogue-list-blade";
import type { Workspace } from "./workspace";

/** The Applets blade, opened from the Settings panel. */
export class AppletsBlade extends CatalogueListBlade {
  constructor(workspace: Workspace) {
    super(workspace, { kind: "Applets" }, "applets-blade");
  }
}

type AppletButton = "Delete" | "Save & Close" | "Save" | "Confirm?";

/** The EditApplet blade: fields, scope radios, the files and their upload. */
export class AppletEditor {
  readonly page: Page;
  readonly root: Locator;
  readonly toolbar: Locator;
  readonly files: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditApplet"]');
    this.toolbar = this.root.getByRole("toolbar", { name: "Applet actions" });
    this.files = this.root.getByTestId("applet-files");
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  scope(label: string): Locator {
    return this.root.getByRole("radio", { name: label, exact: true });
  }

  button(name: AppletButton): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  /** Uploads files through the drop area and waits until each is listed. */
  async upload(files: { name: string; mimeType: string; content: string }[]): Promise<void> {
    await this.root
      .getByTestId("file-dropzone")
      .locator('input[type="file"]')
      .setInputFiles(
        files.map((file) => ({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.content) })),
      );
    for (const file of files) await expect(this.files.getByRole("link", { name: file.name })).toBeVisible();
  }

  /** Removes a file: its trash button, then 'Confirm?'. */
  async removeFile(name: string): Promise<void> {
    const row = this.files.getByRole("row").filter({ hasText: name });
    await row.getByRole("button", { name: `Remove ${name}` }).click();
    // 'Confirm?' shows in a popover beside the button.
    await this.page.getByRole("button", { name: "Confirm?", exact: true }).click();
  }
}

/** The applet overlay frame: its title, close button and the sandboxed page inside. */
export class AppletOverlay {
  readonly root: Locator;
  readonly frame: FrameLocator;

  constructor(page: Page) {
    this.root = page.getByRole("dialog");
    this.frame = page.frameLocator('[data-testid="applet-frame"]');
  }

  async expectShowing(name: string): Promise<void> {
    await expect(this.root.getByRole("heading", { name })).toBeVisible();
  }

  /** The value the applet's page shows for one model parameter. */
  modelValue(parameter: string): Locator {
    return this.frame
      .getByRole("row")
      .filter({ has: this.frame.getByRole("rowheader", { name: parameter, exact: true }) })
      .getByRole("cell");
  }

  async close(): Promise<void> {
    await this.root.getByRole("button", { name: APPLET_FRAME_TEXTS.close }).click();
    await expect(this.root).toHaveCount(0);
  }
}
