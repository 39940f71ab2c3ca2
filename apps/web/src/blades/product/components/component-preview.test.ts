import type { ComponentList, ComponentSummary } from "@atelier/domain/product/component.schema";
import { NO_ACTIVE_VERSION, NO_PREVIEW_PRODUCT } from "@atelier/domain/product/component.schema";
import { describe, expect, it } from "vitest";
import { type PreviewSteps, type PreviewTarget, runComponentPreview } from "./component-preview";

function summary(code: string): ComponentSummary {
  return {
    componentId: `id-${code}`,
    code,
    placementIndependentCode: code,
    usage: "Standard",
    unavailable: false,
    componentPlacementId: "pl",
    componentPackageId: "pk",
    componentGeneratorId: "g",
  };
}

interface Scenario {
  stored?: string | null;
  /** The answers of successive picks. */
  picks?: (string | null)[];
  /** Active version per product; a missing product throws. */
  active?: Record<string, string | null>;
  codes?: string[];
}

function run(scenario: Scenario, code: string) {
  let stored = scenario.stored ?? null;
  const picks = [...(scenario.picks ?? [])];
  const notices: (string | undefined)[] = [];
  const opened: PreviewTarget[] = [];
  const storedLog: (string | null)[] = [];
  const steps: PreviewSteps = {
    stored: () => stored,
    store: (productId) => {
      stored = productId;
      storedLog.push(productId);
    },
    pick: async (notice) => {
      notices.push(notice);
      return picks.shift() ?? null;
    },
    activeVersion: async (productId) => {
      const active = scenario.active?.[productId];
      if (active === undefined) throw new Error("not found");
      return active;
    },
    search: async (): Promise<ComponentList> => {
      const components = (scenario.codes ?? []).filter((c) => c.toLowerCase().includes(code.toLowerCase()));
      return { components: components.map(summary), total: components.length };
    },
    failureMessage: () => NO_PREVIEW_PRODUCT,
    open: (target) => opened.push(target),
  };
  return runComponentPreview(steps, code).then(() => ({ notices, opened, stored, storedLog }));
}

describe("runComponentPreview", () => {
  it("opens the editor of the one component whose code matches, in any case", async () => {
    const result = await run({ stored: "p", active: { p: "v" }, codes: ["upper-red", "upper-red-2"] }, "UPPER-RED");
    expect(result.notices).toEqual([]);
    expect(result.opened).toEqual([
      { kind: "editor", productId: "p", versionId: "v", component: summary("upper-red") },
    ]);
  });

  it.each([
    ["no exact match", ["upper-red-2", "upper-red-3"]],
    ["two exact matches", ["upper-red", "UPPER-RED"]],
    ["nothing", []],
  ])("lists the components searched by the code with %s", async (_case, codes) => {
    const result = await run({ stored: "p", active: { p: "v" }, codes }, "upper-red");
    expect(result.opened).toEqual([{ kind: "list", productId: "p", versionId: "v", filter: "upper-red" }]);
  });

  it("asks for a product when none is chosen, and remembers it", async () => {
    const result = await run({ picks: ["p"], active: { p: "v" }, codes: ["a"] }, "a");
    expect(result.notices).toEqual([undefined]);
    expect(result.stored).toBe("p");
    expect(result.opened).toHaveLength(1);
  });

  it("stops when the picker is closed without a choice", async () => {
    const result = await run({ picks: [null] }, "a");
    expect(result.opened).toEqual([]);
    expect(result.stored).toBeNull();
  });

  it("forgets a product without an active version and picks again, saying why", async () => {
    const result = await run({ stored: "none", picks: ["p"], active: { none: null, p: "v" }, codes: ["a"] }, "a");
    expect(result.notices).toEqual([NO_ACTIVE_VERSION]);
    expect(result.storedLog).toEqual([null, "p"]);
    expect(result.opened).toHaveLength(1);
  });

  it("forgets a product that cannot be read and picks again until the user gives up", async () => {
    const result = await run({ stored: "gone", picks: ["gone", null], active: {} }, "a");
    expect(result.notices).toEqual([NO_PREVIEW_PRODUCT, NO_PREVIEW_PRODUCT]);
    expect(result.stored).toBeNull();
    expect(result.opened).toEqual([]);
  });
});
