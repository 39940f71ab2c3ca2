import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import type { Locator, Page } from "@playwright/test";
import {
  REFERENCE_DATA_LABELS,
  REFERENCE_DATA_TEXTS,
} from "../../apps/web/src/blades/data/reference/reference-data-texts";
import type { Workspace } from "./workspace";

const LEGACY = REFERENCE_DATA_TEXTS.legacy;

/** The DataImports blade, 'Data and Feeds': the quick filter, the legacy attribute mapping and the three lists. */
export class DataAndFeedsBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly filterInput: Locator;
  readonly legacy: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="DataImports"]');
    this.filterInput = this.root.getByRole("textbox", { name: "Quick filter by text" });
    this.legacy = this.root.getByRole("region", { name: LEGACY.title, exact: true });
  }

  async open(): Promise<void> {
    await this.workspace.openFromSidebar("Data and Integrations", "Data and Feeds");
    await this.root.getByTestId("data-and-feeds").waitFor();
  }

  list(dataType: ReferenceDataType): Locator {
    return this.root.getByTestId(`reference-data-list-${dataType}`);
  }

  create(dataType: ReferenceDataType): Locator {
    return this.list(dataType).getByRole("button", { name: REFERENCE_DATA_LABELS[dataType].create, exact: true });
  }

  row(dataType: ReferenceDataType, name: string): Locator {
    return this.list(dataType).locator(`[data-testid="reference-data-row"][data-name="${name}"]`);
  }

  rowNames(dataType: ReferenceDataType): Promise<string[]> {
    return this.list(dataType)
      .getByTestId("reference-data-row")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-name") ?? ""));
  }

  rowButton(dataType: ReferenceDataType, name: string, label: "edit" | "fullscreen" | "details"): Locator {
    const names = {
      edit: REFERENCE_DATA_TEXTS.editOf(name),
      fullscreen: REFERENCE_DATA_TEXTS.fullscreenOf(name),
      details: REFERENCE_DATA_TEXTS.detailsOf(name),
    };
    return this.row(dataType, name).getByRole("button", { name: names[label], exact: true });
  }

  /** The hidden file input of the legacy mapping's Upload. */
  get legacyFileInput(): Locator {
    return this.legacy.locator('input[type="file"]');
  }

  legacyButton(name: typeof LEGACY.clear | "Confirm?"): Locator {
    return this.legacy.getByRole("button", { name, exact: true });
  }

  get legacyHistory(): Locator {
    return this.legacy.getByRole("list", { name: LEGACY.history }).getByTestId("file-history-entry");
  }
}
