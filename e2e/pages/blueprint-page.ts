import { expect, type Locator, type Page } from "@playwright/test";
import { BLUEPRINT_TEXTS } from "../../apps/web/src/pages/blueprint/blueprint-texts";

/** The Preview Blueprint page, /blueprint/{styleCode}/{versionCode}/_/. */
export class BlueprintPage {
  readonly root: Locator;
  readonly tree: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("blueprint-page");
    this.tree = page.getByRole("list", { name: BLUEPRINT_TEXTS.treeLabel });
    this.rows = this.tree.getByRole("listitem");
    this.search = page.getByLabel(BLUEPRINT_TEXTS.search);
  }

  static async goto(page: Page, styleCode: string, versionCode: string | number = "_"): Promise<BlueprintPage> {
    await page.goto(`/blueprint/${encodeURIComponent(styleCode)}/${versionCode}/_/`);
    const blueprint = new BlueprintPage(page);
    await expect(blueprint.root).toBeVisible();
    return blueprint;
  }

  /** The row whose label is `label`. */
  row(label: string): Locator {
    return this.rows.filter({ has: this.page.getByText(label, { exact: true }) });
  }

  toggle(label: string): Locator {
    return this.row(label).getByRole("button");
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  studioLink(): Locator {
    return this.page.getByRole("link", { name: BLUEPRINT_TEXTS.openInStudio });
  }
}
