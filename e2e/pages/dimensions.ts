import { CatalogueListBlade } from "./catalogue-list-blade";
import { ItemEditor } from "./sites";
import type { Workspace } from "./workspace";

/** The Dimensions blade, opened from the sidebar. */
export class DimensionsBlade extends CatalogueListBlade {
  constructor(workspace: Workspace) {
    super(workspace, { kind: "Dimensions" }, "dimensions-blade");
  }

  async open(section: string): Promise<void> {
    await this.workspace.openFromSidebar(section, "Dimensions");
    await this.expectLoaded();
  }
}

export class DimensionEditor extends ItemEditor {
  constructor(workspace: Workspace) {
    super(workspace, "EditDimension", "Dimension actions");
  }

  /** An aggregation radio, by its label. */
  aggregation(label: string) {
    return this.root.getByRole("radio", { name: label, exact: true });
  }
}
