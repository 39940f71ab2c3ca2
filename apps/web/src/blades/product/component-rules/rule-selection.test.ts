import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  definitionCounts,
  invertShown,
  type PlacementDefinition,
  ruleParameters,
  selectedOf,
  toggled,
  withSelection,
} from "./rule-selection";

function definition(id: string, optionIds: string[], optional = false): PlacementDefinition {
  return {
    componentOptionDefinitionId: id,
    name: id,
    optional,
    componentOptions: optionIds.map((optionId) => ({ componentOptionId: optionId, code: optionId, name: optionId })),
  };
}

const color = definition("color", ["red", "blue", "green"]);
const size = definition("size", ["s", "m"], true);

describe("selectedOf and withSelection", () => {
  it("reads no choice for a definition without an entry", () => {
    expect(selectedOf([], "color")).toEqual([]);
  });

  it("adds an entry, then replaces it in place, keeping the other entries as they are", () => {
    const first = withSelection([], "color", ["red"]);
    expect(first).toEqual([{ componentOptionDefinitionId: "color", componentOptionIds: ["red"] }]);
    const second = withSelection(first, "size", ["s"]);
    const third = withSelection(second, "color", ["blue"]);
    expect(third.map((entry) => entry.componentOptionDefinitionId)).toEqual(["color", "size"]);
    expect(selectedOf(third, "color")).toEqual(["blue"]);
    expect(third[1]).toBe(second[1]);
  });
});

describe("toggled", () => {
  it("adds an option not chosen and takes out one chosen", () => {
    expect(toggled(["red"], "blue")).toEqual(["red", "blue"]);
    expect(toggled(["red", "blue"], "red")).toEqual(["blue"]);
  });
});

describe("invertShown", () => {
  it("with no filter, inverts the whole list", () => {
    expect(invertShown(["red"], ["red", "blue", "green"])).toEqual(["blue", "green"]);
    expect(invertShown([], ["red", "blue"])).toEqual(["red", "blue"]);
  });

  it("keeps the choices the filter hides", () => {
    expect(invertShown(["red", "green"], ["blue", "green"])).toEqual(["red", "blue"]);
  });

  it("inverting twice gives the same choice back", () => {
    const ids = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f"));
    fc.assert(
      fc.property(ids, ids, (selected, shown) => {
        expect(new Set(invertShown(invertShown(selected, shown), shown))).toEqual(new Set(selected));
      }),
    );
  });
});

describe("ruleParameters", () => {
  it("sends the placement and, per definition of it, the chosen options it offers, in its order", () => {
    const enabled = [
      { componentOptionDefinitionId: "color", componentOptionIds: ["green", "red", "gone"] },
      { componentOptionDefinitionId: "finish", componentOptionIds: ["matte"] },
    ];
    expect(ruleParameters("front", [color, size], enabled)).toEqual({
      componentPlacements: ["front"],
      enabledOptions: [
        { componentOptionDefinitionId: "color", componentOptionIds: ["red", "green"] },
        { componentOptionDefinitionId: "size", componentOptionIds: [] },
      ],
    });
  });
});

describe("definitionCounts", () => {
  it("counts the offered options chosen per definition, with its optional flag", () => {
    const enabled = withSelection([], "color", ["red", "blue", "gone"]);
    expect(definitionCounts([color, size], enabled)).toEqual([
      { optional: false, selected: 2 },
      { optional: true, selected: 0 },
    ]);
  });
});
