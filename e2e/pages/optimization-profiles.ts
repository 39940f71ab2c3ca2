import type { Locator, Page } from "@playwright/test";
import { PROFILE_TEXTS } from "../../apps/web/src/blades/asset/optimization/optimization-texts";
import { CatalogueListBlade } from "./catalogue-list-blade";
import type { Workspace } from "./workspace";

/** The DataOptimizationProfiles blade ('Profiles' under 3D & AR). */
export class OptimizationProfilesBlade extends CatalogueListBlade {
  constructor(workspace: Workspace) {
    super(workspace, { kind: "DataOptimizationProfiles" }, "optimization-profiles-blade");
  }

  async open(): Promise<void> {
    await this.workspace.openFromSidebar("3D & AR", "Profiles");
    await this.body.waitFor();
  }
}

/** The EditDataOptimizationProfile blade: name, description and the ordered steps. */
export class ProfileEditorBlade {
  readonly page: Page;
  readonly root: Locator;
  readonly toolbar: Locator;
  readonly steps: Locator;
  /** The steps' labels in order ('Prune', 'SaveAs Glb' ...). */
  readonly labels: Locator;

  constructor(workspace: Workspace) {
    this.page = workspace.page;
    this.root = workspace.bladeStack.locator('[data-blade-kind="EditDataOptimizationProfile"]');
    this.toolbar = this.root.getByRole("toolbar", { name: PROFILE_TEXTS.actions });
    this.steps = this.root.getByTestId("profile-step");
    this.labels = this.steps.getByTestId("step-label");
  }

  field(label: string): Locator {
    return this.root.getByRole("textbox", { name: label, exact: true });
  }

  button(name: "Archive" | "Save & Close" | "Save" | "Confirm?"): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  /** Adds a step from the Add step menu by its label ('Prune', 'SaveAs Gltf' ...). */
  async addStep(label: string): Promise<void> {
    await this.root.getByRole("button", { name: PROFILE_TEXTS.addStep }).click();
    await this.page.getByRole("menuitem").filter({ hasText: label }).first().click();
  }

  step(label: string): Locator {
    return this.steps.filter({ has: this.page.getByTestId("step-label").getByText(label, { exact: true }) });
  }
}
