import { expect, type Locator } from "@playwright/test";
import { CatalogueEditor, CatalogueListBlade } from "./option-definitions";
import type { Workspace } from "./workspace";

/** The ComponentTypes blade, titled 'Component Types'. */
export class ComponentTypesBlade extends CatalogueListBlade {
  constructor(workspace: Workspace) {
    super(workspace, "ComponentTypes");
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
    const handle = this.sequences.nth(from).getByRole("button", { name: "Drag to reorder", exact: true });
    const target = this.sequences.nth(to);
    const start = await handle.boundingBox();
    const end = await target.boundingBox();
    if (!start || !end) throw new Error("The sequences are not on screen");
    const x = start.x + start.width / 2;
    await this.page.mouse.move(x, start.y + start.height / 2);
    await this.page.mouse.down();
    // dnd-kit starts a drag after 4 px; then move onto the target in steps so it sees the way there.
    await this.page.mouse.move(x, start.y + start.height / 2 + (to < from ? -8 : 8), { steps: 4 });
    const y = to < from ? end.y + end.height * 0.25 : end.y + end.height * 0.75;
    await this.page.mouse.move(x, y, { steps: 12 });
    await this.page.mouse.up();
  }

  async expectSequenceTypes(types: string[]): Promise<void> {
    await expect.poll(() => this.sequenceTypes()).toEqual(types);
  }
}
