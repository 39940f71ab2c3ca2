import type { RecipeSelection } from "@atelier/domain/customer/recipe.schema";
import { describe, expect, it } from "vitest";
import { selectionGroups } from "./selection-groups";

const selection = (placementCode: string, componentCode: string): RecipeSelection => ({
  placementCode,
  placementName: `${placementCode} name`,
  componentCode,
  placementIndependentCode: componentCode,
  componentName: `${componentCode} name`,
});

describe("selectionGroups", () => {
  it("puts each personal value under the placement it names, in the recipe's order", () => {
    const { groups, other } = selectionGroups({
      selections: [selection("BODY", "RED"), selection("CHEST", "TEXT")],
      values: { "personalization-text OF CHEST": "Ada", "font OF CHEST": "Serif", size: 3 },
    });
    expect(groups.map((group) => group.selection.placementCode)).toEqual(["BODY", "CHEST"]);
    expect(groups[0]?.values).toEqual([]);
    expect(groups[1]?.values).toEqual([
      { name: "personalization-text", value: "Ada" },
      { name: "font", value: "Serif" },
    ]);
    expect(other).toEqual([{ name: "size", value: "3" }]);
  });

  it("keeps a value naming a placement the recipe does not choose apart, whole", () => {
    const { other } = selectionGroups({ selections: [selection("BODY", "RED")], values: { "text OF SLEEVE": "Hi" } });
    expect(other).toEqual([{ name: "text OF SLEEVE", value: "Hi" }]);
  });

  it("splits at the last ' OF ', so an attribute may contain the word", () => {
    const { groups } = selectionGroups({
      selections: [selection("BACK", "X")],
      values: { "TOP OF LINE OF BACK": "1" },
    });
    expect(groups[0]?.values).toEqual([{ name: "TOP OF LINE", value: "1" }]);
  });
});
