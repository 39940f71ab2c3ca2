import { expect, type Locator, type Page } from "@playwright/test";
import { VersionPartsBlade } from "./version-parts";
import type { Workspace } from "./workspace";

/** The EditComponents blade: the component rules of one package. */
export class ComponentRulesBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind("EditComponents");
    this.rows = this.root.getByTestId("rule-row");
    this.empty = this.root.getByTestId("rules-empty");
  }

  /** Opens the Packages blade of a version through its address, then this one from a package's Edit or View. */
  async openFromPackages(versionItemId: string, packageName: string, button: "Edit" | "View"): Promise<void> {
    const packages = new VersionPartsBlade(this.workspace, "EditPackages");
    await packages.openByAddress(versionItemId);
    const row = packages.packages.filter({ hasText: packageName });
    await row.getByRole("button", { name: button, exact: true }).click();
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.root.getByRole("heading", { level: 2 });
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** The row of the rule of a placement. */
  row(placementName: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("rule-placement").getByText(placementName, { exact: true }) });
  }

  /** The option codes a row lists for one definition, as shown. */
  codes(row: Locator, definitionName: string): Locator {
    return row
      .getByTestId("rule-definition")
      .filter({ hasText: `${definitionName}:` })
      .getByTestId("rule-definition-codes");
  }

  async openDetails(placementName: string): Promise<void> {
    await this.row(placementName).getByRole("button", { name: "Details", exact: true }).click();
  }
}

/** The EditComponentGenerator blade: one component rule. */
export class RuleEditorBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly liveCount: Locator;
  readonly placements: Locator;

  constructor(readonly workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladesOfKind("EditComponentGenerator");
    this.liveCount = this.root.getByTestId("rule-live-count");
    this.placements = this.root.getByRole("region", { name: "Placement", exact: true });
  }

  get heading(): Locator {
    return this.root.getByRole("heading", { level: 2 });
  }

  button(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** Filters the placements by a text (code or name), then picks the one with this name. */
  async pickPlacement(filter: string, name: string): Promise<void> {
    await this.placements.getByRole("textbox").fill(filter);
    await this.placements.getByTestId("item-row").filter({ hasText: name }).getByRole("button").click();
    await expect(this.placements.getByTestId("rule-placement-chosen")).toContainText(name);
  }

  /** The option list of one definition of the placement. */
  definition(name: string): Locator {
    return this.root.locator(`[data-testid="rule-definition-options"][data-name="${name}"]`);
  }

  /** The row of an option, by its exact code. */
  option(definition: string, code: string): Locator {
    return this.definition(definition)
      .getByTestId("item-row")
      .filter({ has: this.page.getByText(code, { exact: true }) });
  }

  async toggleOption(definition: string, code: string): Promise<void> {
    await this.option(definition, code).getByRole("button").click();
  }

  /** Checks whether an option is chosen. */
  async expectChosen(definition: string, code: string, chosen: boolean): Promise<void> {
    await expect(this.option(definition, code).getByRole("button")).toHaveAttribute("aria-pressed", String(chosen));
  }

  async filterOptions(definition: string, text: string): Promise<void> {
    await this.definition(definition).getByRole("textbox").fill(text);
  }

  async invert(definition: string): Promise<void> {
    await this.definition(definition).getByRole("button", { name: "Invert Selection", exact: true }).click();
  }

  /** Saves; resolves the status the server answered with. */
  async save(): Promise<number> {
    const answered = this.page.waitForResponse(
      (response) => ["POST", "PUT"].includes(response.request().method()) && response.url().includes("/generator"),
    );
    await this.button("Save").click();
    return (await answered).status();
  }

  /** Archive, then its 'Confirm?'. */
  async archive(): Promise<void> {
    await this.button("Archive").click();
    await this.button("Confirm?").click();
  }
}
