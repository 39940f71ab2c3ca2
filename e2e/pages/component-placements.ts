import { expect, type Locator } from "@playwright/test";
import { dragToReorder } from "../support/drag-to-reorder";
import { CatalogueListBlade } from "./catalogue-list-blade";
import type { Workspace } from "./workspace";

/** The ComponentPlacements blade, titled 'Component Placements': as a list, or as a picker stacked on a blade. */
export class ComponentPlacementsBlade extends CatalogueListBlade {
  readonly exportButton: Locator;
  /** 'Pick One' or 'Pick Many' in pick mode. */
  readonly pickTitle: Locator;

  constructor(workspace: Workspace) {
    super(workspace, { kind: "ComponentPlacements" }, "component-placements-blade");
    this.exportButton = this.root.getByRole("button", { name: "Export as batch", exact: true });
    this.pickTitle = this.root.getByTestId("pick-title");
  }

  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Metadata", "Component Placements");
    await this.expectLoaded();
  }
}

type EditorButton = "Archive" | "Confirm?" | "Save & Close" | "Save" | "Export as batch" | "Analytics";

/** The EditComponentPlacement blade. */
export class ComponentPlacementEditor {
  readonly root: Locator;
  readonly toolbar: Locator;
  /** The component type associations, in order. */
  readonly types: Locator;

  constructor(readonly workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditComponentPlacement"]');
    this.toolbar = this.root.getByRole("toolbar", { name: "Component placement actions" });
    this.types = this.root.getByTestId("placement-type");
  }

  field(label: "Name" | "Code" | "Description" | "Assistant description"): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  /** A select of the form ('Usage', 'Assistant type'). */
  select(label: "Usage" | "Assistant type"): Locator {
    return this.root.getByRole("combobox", { name: label, exact: true });
  }

  async choose(label: "Usage" | "Assistant type", option: string): Promise<void> {
    await this.select(label).click();
    await this.workspace.page.getByRole("option", { name: option, exact: true }).click();
  }

  tags(label: "Tags" | "Component tags" | "Joint tags"): Locator {
    return this.root.getByRole("combobox", { name: label, exact: true });
  }

  button(name: EditorButton): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  /** A button of the form itself ('Pick types', 'Remove {type}' ...). */
  formButton(name: string): Locator {
    return this.root.getByRole("button", { name, exact: true });
  }

  /** The names of the associated types, in order. */
  async typeNames(): Promise<string[]> {
    return this.types.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-name") ?? ""));
  }

  async expectTypeNames(names: string[]): Promise<void> {
    await expect.poll(() => this.typeNames()).toEqual(names);
  }

  async dragType(from: number, to: number): Promise<void> {
    await dragToReorder(this.workspace.page, this.types, from, to);
  }
}

/** The ComponentPlacementAnalytics blade. */
export class PlacementAnalyticsBlade {
  readonly root: Locator;
  readonly dates: Locator;
  readonly empty: Locator;

  constructor(workspace: Workspace) {
    this.root = workspace.bladeStack.locator('[data-blade-kind="ComponentPlacementAnalytics"]');
    this.dates = this.root.getByRole("button", { name: "Dates" });
    this.empty = this.root.getByTestId("analytics-empty");
  }
}
