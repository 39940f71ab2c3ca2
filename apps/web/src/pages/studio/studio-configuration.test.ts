import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import {
  fixtureBlueprint,
  fixtureComponent,
  fixturePlacement,
} from "@atelier/domain/customer/recipe-blueprint.fixture";
import { prepareRuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import { describe, expect, it } from "vitest";
import { configurationValues, initialChoices, valueKey } from "./studio-configuration";

/** A sneaker whose body must be chosen (its first component unavailable) and whose laces may stay empty. */
function sneaker(values: Partial<Blueprint> = {}): Blueprint {
  return fixtureBlueprint({
    groups: [
      {
        componentGroupId: "group-1",
        name: "Shoe",
        code: "shoe",
        customAttributes: [],
        placements: [
          fixturePlacement(
            "body",
            [
              fixtureComponent("body-green", { unavailable: "outOfStock" }),
              fixtureComponent("body-red"),
              fixtureComponent("body-blue"),
            ],
            { optional: false },
          ),
          fixturePlacement("laces", [fixtureComponent("laces-white")], {
            fields: [
              {
                attribute: "personalization-text",
                kind: "string",
                label: "Initials",
                defaultValue: "AB",
                maxLength: 3,
                style: {},
              },
              { attribute: "count", kind: "number", label: "Count", defaultValue: null, maxLength: null, style: {} },
            ],
          }),
        ],
      },
    ],
    ...values,
  });
}

describe("initialChoices", () => {
  it("chooses the first available component of each placement that may not stay empty, and the fields' defaults", () => {
    const blueprint = sneaker();
    expect(initialChoices(blueprint, prepareRuleEngine(blueprint))).toEqual({
      selections: { body: "body-red" },
      values: { [valueKey("personalization-text", "laces")]: "AB" },
    });
  });

  it("skips a component a rule blocks", () => {
    const blueprint = sneaker({
      rules: [
        {
          id: "r1",
          type: "Coded",
          description: "No red body",
          source: [],
          target: [],
          except: [],
          code: "IF ALWAYS THEN\n    BLOCK(body-red IN body)\nEND",
          fromStyleCode: "RUN-1",
        },
      ],
    });
    expect(initialChoices(blueprint, prepareRuleEngine(blueprint)).selections).toEqual({ body: "body-blue" });
  });

  it("starts from the version's initial configuration when it names components", () => {
    const blueprint = sneaker({
      initialConfigurations: [{ selections: { body: "body-blue", laces: "laces-white", other: "x" } }],
    });
    expect(initialChoices(blueprint, prepareRuleEngine(blueprint)).selections).toEqual({
      body: "body-blue",
      laces: "laces-white",
    });
  });
});

describe("configurationValues", () => {
  it("sends number fields as numbers, leaves blank and unknown values out", () => {
    const blueprint = sneaker();
    expect(
      configurationValues(blueprint, {
        [valueKey("personalization-text", "laces")]: " Jo ",
        [valueKey("count", "laces")]: "12",
        [valueKey("count", "body")]: "3",
        other: "x",
      }),
    ).toEqual({ [valueKey("personalization-text", "laces")]: " Jo ", [valueKey("count", "laces")]: 12 });
    expect(configurationValues(blueprint, { [valueKey("count", "laces")]: "twelve" })).toEqual({});
    expect(configurationValues(blueprint, { [valueKey("personalization-text", "laces")]: "  " })).toEqual({});
  });
});
