import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { VALUE_EDITOR_TEXTS } from "../../apps/web/src/blades/data/reference/value-editors/value-editor-texts";
import type { Workspace } from "./workspace";

/** EditValueJson or EditValueHtml: one long text value in the code editor, with Apply, Cancel (and Format). */
export class ValueEditorBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly code: Locator;
  readonly problem: Locator;
  readonly preview: Locator;
  /** The preview frame's document. */
  readonly previewContent: FrameLocator;

  constructor(workspace: Workspace, kind: "EditValueJson" | "EditValueHtml") {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator(`[data-blade-kind="${kind}"]`);
    const label = VALUE_EDITOR_TEXTS.codeLabel(kind === "EditValueJson" ? "JSON" : "HTML");
    this.code = this.root.getByRole("textbox", { name: label, exact: true });
    this.problem = this.root.getByTestId("value-json-problem");
    this.preview = this.root.getByTestId("value-html-preview");
    this.previewContent = this.root.frameLocator('[data-testid="value-html-preview"]');
  }

  button(name: typeof VALUE_EDITOR_TEXTS.apply | typeof VALUE_EDITOR_TEXTS.cancel | typeof VALUE_EDITOR_TEXTS.format) {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** Replaces the whole text, as typing it in one go (the HTML editor's tag closing acts on single keys only). */
  async replaceText(text: string): Promise<void> {
    await this.code.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    await this.page.keyboard.press("Delete");
    await this.page.keyboard.insertText(text);
    await expect(this.code).toHaveText(text.split("\n").join(""));
  }
}
