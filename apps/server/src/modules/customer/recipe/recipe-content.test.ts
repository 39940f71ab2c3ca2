import { group, placement, runnerBlueprint, runnerComponent, view } from "@atelier/domain/customer/blueprint.fixture";
import type { EngineState, PlacementState } from "@atelier/domain/customer/evaluation.schema";
import { describe, expect, it } from "vitest";
import { recipeSelections, recipeValues, recipeViewCode, selectionMap } from "./recipe-content";

const placementState = (code: string, selected: string | null): PlacementState => ({
  code,
  selected,
  forcedBy: null,
  blocked: [],
  required: false,
  requiredValues: [],
});

const state = (placements: PlacementState[], values: Record<string, string> = {}): EngineState => ({
  placements,
  values,
  blueprintUpdates: [],
  actions: [],
  conflicts: [],
  issues: [],
});

const field = (attribute: string, defaultValue: string | number | null = null) => ({
  attribute,
  kind: "string" as const,
  label: attribute,
  defaultValue,
  maxLength: null,
  style: {},
});

const blueprint = runnerBlueprint({
  groups: [
    group(
      "shoe",
      [
        placement("body", [runnerComponent("body-red"), runnerComponent("body-blue")], {
          optional: true,
          fields: [field("personalization-text"), field("personalization-font", "Arial")],
        }),
        placement("laces", [runnerComponent("laces-white")], {
          optional: true,
          fields: [field("personalization-font", "Serif")],
        }),
      ],
      { componentGroupId: "g" },
    ),
  ],
});

describe("recipe content", () => {
  it("keeps the component the rules left in each placement, in the blueprint's order", () => {
    const selections = recipeSelections(
      blueprint,
      state([placementState("laces", "laces-white"), placementState("body", "body-blue"), placementState("x", "y")]),
    );
    expect(selections).toEqual([
      {
        placementCode: "body",
        placementName: "Body",
        componentCode: "body-blue",
        placementIndependentCode: "blue",
        componentName: "BODY-BLUE",
      },
      {
        placementCode: "laces",
        placementName: "Laces",
        componentCode: "laces-white",
        placementIndependentCode: "white",
        componentName: "LACES-WHITE",
      },
    ]);
    expect(selectionMap(selections)).toEqual({ body: "body-blue", laces: "laces-white" });
  });

  it("keys values by attribute and placement: defaults, then the customer's, then the rules' SET values", () => {
    const selections = recipeSelections(blueprint, state([placementState("body", "body-red")]));
    const values = recipeValues(
      blueprint,
      selections,
      { "personalization-text": "ADA", "personalization-font": "Mono", "size OF body": 42 },
      state([], { "size OF body": "43" }),
    );
    expect(values).toEqual({
      "personalization-text OF body": "ADA",
      "personalization-font OF body": "Arial",
      "personalization-font": "Mono",
      "size OF body": "43",
    });
  });

  it("addresses a view without a code by its id", () => {
    expect(recipeViewCode(view("front"))).toBe("front");
    expect(recipeViewCode(view("", { imageViewId: "view-7" }))).toBe("view-7");
  });
});
