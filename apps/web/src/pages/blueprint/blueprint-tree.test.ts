import { component, option, placement, pricedBlueprint, usd } from "@atelier/domain/customer/blueprint.fixture";
import { describe, expect, it } from "vitest";
import { blueprintTree, formatPrices, initiallyCollapsed, visibleRows } from "./blueprint-tree";

const blueprint = pricedBlueprint(
  [
    placement(
      "UP",
      [
        component("UP-RED", { placementIndependentCode: "UP-RED", options: [option("RED", { tags: ["warm"] })] }),
        component("UP-BLU", { placementIndependentCode: "UP-BLU", options: [option("BLU")] }),
      ],
      { name: "Upper" },
    ),
    placement("SO", [component("SO-GUM", { placementIndependentCode: "SO-GUM", options: [option("GUM")] })], {
      name: "Sole",
    }),
  ],
  {
    rules: [
      {
        id: "r1",
        type: "AlwaysOn",
        description: "Laces",
        source: [],
        target: ["UP-RED"],
        except: [],
        fromStyleCode: "SNK",
      },
      { id: "r2", type: "AlwaysOn", description: "", source: [], target: [], except: [], fromStyleCode: "BASE" },
    ],
  },
);
const nodes = blueprintTree(blueprint, (rule) => `Means ${rule.id}`);
const labels = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => row.node.label);

describe("blueprintTree", () => {
  it("lists product, groups > placements > components > options, views, rules with their sentence, packages", () => {
    expect(nodes.filter((node) => node.depth === 0).map((node) => node.label)).toEqual([
      "Sneaker (SNK)",
      "Groups",
      "Views",
      "Rules",
      "Packages",
    ]);
    const red = nodes.find((node) => node.label === "UP-RED");
    expect(red?.depth).toBe(3);
    expect(nodes[red?.parent ?? -1]?.label).toBe("UP");
    const rule = nodes.find((node) => node.id === "r/r2");
    expect(rule?.detail).toBe("Means r2 · from mixin BASE");
  });
});

describe("visibleRows", () => {
  it("shows everything down to the placements, which open on demand, as their components do", () => {
    const collapsed = initiallyCollapsed(nodes);
    expect(labels(visibleRows(nodes, collapsed, ""))).not.toContain("UP-RED");
    collapsed.delete("g/g/UP");
    const rows = visibleRows(nodes, collapsed, "");
    expect(labels(rows)).toContain("UP-RED");
    expect(labels(rows)).not.toContain(": RED");
    expect(rows.find((row) => row.node.label === "UP-RED")?.expanded).toBe(false);
    const opened = new Set(collapsed);
    opened.delete("g/g/UP/UP-RED");
    expect(labels(visibleRows(nodes, opened, "")).some((label) => label.endsWith(": RED"))).toBe(true);
  });

  it("keeps the matches and their ancestors, opened, and hides the rest", () => {
    const rows = visibleRows(nodes, initiallyCollapsed(nodes), "warm");
    expect(labels(rows)).toEqual(["Groups", "Body", "UP", "UP-RED", "Option: RED"]);
    expect(rows.filter((row) => row.match).map((row) => row.node.label)).toEqual(["Option: RED"]);
  });

  it("shows what is under a match, as far as it is open", () => {
    const rows = visibleRows(nodes, initiallyCollapsed(nodes), "so-");
    expect(labels(rows)).toEqual(["Groups", "Body", "SO", "SO-GUM"]);
    expect(labels(visibleRows(nodes, initiallyCollapsed(nodes), "so"))).toContain("SO");
    const opened = visibleRows(nodes, new Set(), "so-");
    expect(labels(opened)).toEqual(["Groups", "Body", "SO", "SO-GUM", "Option: GUM"]);
  });

  it("opens a match that holds other matches", () => {
    const rows = visibleRows(nodes, initiallyCollapsed(nodes), "up");
    expect(labels(rows)).toEqual(expect.arrayContaining(["UP", "UP-RED", "UP-BLU"]));
    expect(rows.find((row) => row.node.label === "UP")?.expanded).toBe(true);
  });

  it("answers no rows when nothing matches", () => {
    expect(visibleRows(nodes, new Set(), "nothing like this")).toEqual([]);
  });
});

describe("formatPrices", () => {
  it("writes each entry with 2 decimals and its breakpoint", () => {
    expect(formatPrices([usd(10), usd(8.5, 10)])).toBe("USD 10.00, USD 8.50 from 10");
  });
});
