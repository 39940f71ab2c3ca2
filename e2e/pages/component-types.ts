import { expect, type Locator } from "@playwright/test";
import { dragToReorder } from "../support/drag-to-reorder";
import { CatalogueListBlade } from "./catalogue-list-blade";
import { CatalogueEditor } from "./option-definitions";
import type { Workspace } from "./workspace";

/** The ComponentTypes blade, titled 'Component Types'. */
export class ComponentTypesBlade extends CatalogueListBlade {
  constructor(workspace: Workspace) {
    super(workspace, { id: "ComponentTypes" }, "component-types-blade");
  }

  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Metadata", "Component Types");
    await this.expectLoaded();
  }
}

type SequenceKind =
  | "Static text"
  | "Option code"
  | "Hidden (for placement only)"
  | "Attribute"
  | "Placement code"
  | "Placement name";

/** The EditComponentType blade. */
export class ComponentTypeEditor extends CatalogueEditor {
  readonly sequences: Locator;
  readonly definitions: Locator;

  constructor(workspace: Workspace) {
    super(workspace, "EditComponentType");
    this.sequences = this.root.getByTestId("part-code-sequence");
    this.definitions = this.root.getByTestId("type-definition");
  }

  async addSequence(kind: SequenceKind): Promise<void> {
    await this.button("Add sequence").click();
    await this.page.getByRole("menuitem", { name: kind, exact: true }).click();
  }

  /** The kinds of the sequences, in order (static, code, attribute ...). */
  async sequenceTypes(): Promise<string[]> {
    return this.sequences.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-type") ?? ""));
  }

  /** Drags a sequence by its handle onto another's place, with the mouse. */
  async dragSequence(from: number, to: number): Promise<void> {
    await dragToReorder(this.page, this.sequences, from, to);
  }

  async expectSequenceTypes(types: string[]): Promise<void> {
    await expect.poll(() => this.sequenceTypes()).toEqual(types);
  }
}
