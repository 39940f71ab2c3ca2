import type { Locator, Page } from "@playwright/test";
import { REFERENCE_DATA_TEXTS } from "../../apps/web/src/blades/data/reference/reference-data-texts";
import type { Workspace } from "./workspace";

const TEXTS = REFERENCE_DATA_TEXTS;

/** EditTranslationMapping or EditReferenceData: the fields, the files with their history, Delete and Find unmapped. */
export class ReferenceDataEditorBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly form: Locator;
  readonly errorCallout: Locator;
  readonly files: Locator;
  readonly history: Locator;
  /** The percent of the file being sent. */
  readonly uploadPercent: Locator;

  constructor(workspace: Workspace, kind: "EditTranslationMapping" | "EditReferenceData") {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    this.form = this.root.getByTestId("reference-data-editor");
    this.errorCallout = this.root.getByTestId("error-callout");
    this.files = this.root.getByRole("list", { name: TEXTS.files }).getByTestId("reference-file");
    this.history = this.root.getByRole("list", { name: TEXTS.history }).getByTestId("file-history-entry");
    this.uploadPercent = this.files.getByTestId("upload-percent");
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  button(name: "Delete" | "Save & Close" | "Save" | "Confirm?" | typeof TEXTS.findUnmapped): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** Chooses a file for Upload file (its hidden input), with the name given. */
  async upload(name: string, content: Buffer): Promise<void> {
    await this.root.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: content });
  }

  /** The row of a file, stored or chosen, by its name. */
  file(name: string): Locator {
    return this.files.and(this.root.locator(`[data-name="${name}"]`));
  }

  /** Remove of a file's row, then its 'Confirm?' (in a popover beside it). */
  async removeFile(name: string): Promise<void> {
    await this.file(name)
      .getByRole("button", { name: TEXTS.removeOf(name), exact: true })
      .click();
    await this.page.getByRole("button", { name: "Confirm?", exact: true }).click();
  }

  /** The download link of a history entry, the newest first. */
  historyDownload(index: number, name: string): Locator {
    return this.history.nth(index).getByRole("link", { name: TEXTS.downloadOf(name), exact: true });
  }
}

/** FindUnmapped: the filter and the table of unmapped values. */
export class FindUnmappedBlade {
  readonly root: Locator;
  readonly filterInput: Locator;
  readonly rows: Locator;

  constructor(workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="FindUnmapped"]');
    this.filterInput = this.root.getByRole("textbox", { name: "Quick filter by text" });
    this.rows = this.root.getByTestId("unmapped-row");
  }
}
