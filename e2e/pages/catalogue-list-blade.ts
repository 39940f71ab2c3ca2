import type { Locator } from "@playwright/test";
import { PickableListBlade } from "./pickable-list-blade";
import type { Workspace } from "./workspace";

/** Selects a blade in the stack: by its kind (one blade of the kind is open) or by its id ('{kind}.pick'). */
type BladeSelector = { kind: string } | { id: string };

/**
 * A catalogue list blade (Sites, Dimensions, Locales, Timezones, Component Placements, Component Option
 * Definitions, Component Types): toolbar, quick filter (where the list has one), the rows or a message,
 * and in pick mode the 'None' row and Done.
 */
export class CatalogueListBlade extends PickableListBlade<
  "Add" | "Refresh" | "Export as batch" | "Done" | "Tag scope"
> {
  readonly body: Locator;

  constructor(
    workspace: Workspace,
    blade: BladeSelector,
    /** The body's test id, e.g. 'sites-blade' or 'time-zones-blade'. */
    testId: string,
  ) {
    super(workspace, "kind" in blade ? `[data-blade-kind="${blade.kind}"]` : `[data-blade-id="${blade.id}"]`, {
      blade: testId,
      row: "item-row",
      rowName: "item-row-name",
      message: "item-message",
      count: "item-count",
    });
    this.body = this.root.getByTestId(testId);
  }

  /** The names of the rows drawn (the list is virtual). */
  async names(): Promise<string[]> {
    return this.rowNames();
  }
}
