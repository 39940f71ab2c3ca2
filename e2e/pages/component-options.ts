import type { Locator } from "@playwright/test";
import { PickableListBlade } from "./pickable-list-blade";
import type { Workspace } from "./workspace";

/** What a caller asks of a picker (app/workspace/pick-requests.tsx). */
interface PickRequest {
  multiple?: boolean;
  allowNone?: boolean;
  excludedIds?: string[];
  initialSelection?: string[];
  /** The definition whose options are offered: the item id of the link the picker opens. */
  itemId?: string;
}

type ListButton = "Add" | "Add Another" | "Refresh" | "Export as batch" | "Done";

/** The ComponentOptions blade, as a list (the singleton) or as a picker ('ComponentOptions.pick'). */
export class ComponentOptionsBlade extends PickableListBlade<ListButton> {
  readonly definitionSelect: Locator;

  constructor(
    workspace: Workspace,
    /** "ComponentOptions", or a picker's "ComponentOptions.pick" ("ComponentOptions.{itemId}" when asked for one definition). */
    readonly bladeId = "ComponentOptions",
  ) {
    super(workspace, `[data-blade-id="${bladeId}"]`, {
      blade: "component-options-blade",
      row: "option-row",
      rowName: "option-row-code",
      message: "options-message",
      count: "options-count",
    });
    this.definitionSelect = this.root.getByRole("combobox", { name: "Definition", exact: true });
  }

  async openFromSidebar(): Promise<void> {
    await this.workspace.openFromSidebar("Metadata", "Component Options");
    await this.expectLoaded();
  }

  /** 'list', 'pick-one' or 'pick-many'. */
  get mode(): Locator {
    return this.root.getByTestId("component-options-blade");
  }

  /** 'Add {definition} Option'. */
  addForDefinition(definition: string): Locator {
    return this.root.getByRole("button", { name: `Add ${definition} Option`, exact: true });
  }

  /** Lists the options of one definition, or of all with 'All definitions'. */
  async chooseDefinition(name: string): Promise<void> {
    await this.definitionSelect.click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** The codes of the rows rendered (the list is virtual: rows far out of view are not in the page). */
  async codes(): Promise<string[]> {
    return this.rowNames();
  }

  /**
   * Opens the blade in pick mode as a caller would, through the workspace's pick call (no screen picks
   * options yet). The answer is kept in the page for `pickAnswer()`: ids, [] for 'None', null when closed.
   */
  async requestPick(request: PickRequest): Promise<void> {
    const { itemId, ...asked } = request;
    // The link catalogueLinks.options() makes (of one definition when itemId is given), opened in mode pick.
    const link = { kind: "ComponentOptions", mode: "list", ...(itemId === undefined ? {} : { itemId }) };
    await this.page.evaluate(
      ([link, asked]) => {
        type Fiber = { return: Fiber | null; memoizedProps?: { value?: unknown } };
        type PickApi = { pick: (link: unknown, request: unknown) => Promise<string[] | null>; complete: unknown };
        const isPickApi = (value: unknown): value is PickApi =>
          typeof value === "object" && value !== null && "pick" in value && "complete" in value;
        const element = document.querySelector('[data-testid="blade-stack"]');
        if (element === null) throw new Error("no blade stack");
        const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"));
        let fiber = key === undefined ? null : ((element as unknown as Record<string, Fiber>)[key] ?? null);
        while (fiber !== null && !isPickApi(fiber.memoizedProps?.value)) fiber = fiber.return;
        const api = fiber?.memoizedProps?.value;
        if (!isPickApi(api)) throw new Error("no pick requests provider");
        const answers = window as unknown as { pickAnswer?: string[] | null };
        delete answers.pickAnswer;
        void api.pick(link, asked).then((ids) => {
          answers.pickAnswer = ids;
        });
      },
      [link, asked] as const,
    );
    await this.expectLoaded();
  }

  /** The answer of the last `requestPick`, once there is one. */
  async pickAnswer(): Promise<string[] | null> {
    const handle = await this.page.waitForFunction(() => {
      const answers = window as unknown as { pickAnswer?: string[] | null };
      return "pickAnswer" in answers ? { ids: answers.pickAnswer ?? null } : undefined;
    });
    return ((await handle.jsonValue()) as { ids: string[] | null }).ids;
  }
}
