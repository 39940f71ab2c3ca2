import type { Locator, Page } from "@playwright/test";
import { EDITOR_TEXTS } from "../../apps/web/src/ui/editor/editor-texts";

/** What every editor blade shows through the one editor frame: the save toast, the read-only note and field messages. */
export class EditorFrame {
  constructor(
    private readonly page: Page,
    /** The editor blade. */
    readonly root: Locator,
  ) {}

  /** The toast a successful save shows; it is outside the blades. */
  savedToast(): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: EDITOR_TEXTS.saved });
  }

  readOnlyNote(): Locator {
    return this.root.getByTestId("read-only-note");
  }

  /** The message of a field shown under a row of its own (a picked product, a list row), by the field's path. */
  fieldError(path: string): Locator {
    return this.root.locator(`[data-testid="field-error"][data-field="${path}"]`);
  }
}
