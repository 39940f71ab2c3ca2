import {
  type BlueprintFields,
  group,
  placement,
  rule,
  runnerBlueprint,
  runnerComponent,
} from "@atelier/domain/customer/blueprint.fixture";
import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { prepareRuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import { describe, expect, it } from "vitest";
import { configurationValues, initialChoices, valueKey } from "./studio-configuration";

/** A sneaker whose body must be chosen (its first component unavailable) and whose laces may stay empty. */
function sneaker(values: BlueprintFields = {}): Blueprint {
  return runnerBlueprint({
    groups: [
      group(
        "shoe",
        [
          placement("body", [
            runnerComponent("body-green", { unavailable: "outOfStock" }),
            runnerComponent("body-red"),
            runnerComponent("body-blue"),
          ]),
          placement("laces", [runnerComponent("laces-white")], {
            optional: true,
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
        { componentGroupId: "group-1" },
      ),
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
        rule("Coded", {
          id: "r1",
          description: "No red body",
          code: "IF ALWAYS THEN\n    BLOCK(body-red IN body)\nEND",
          fromStyleCode: "RUN-1",
        }),
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

  it("drops the values of a placement with nothing chosen, unless a rule requires one", () => {
    const blueprint = sneaker();
    const key = valueKey("personalization-text", "laces");
    const laces = { code: "laces", selected: null, forcedBy: null, blocked: [], required: false, requiredValues: [] };
    const state = { placements: [laces], values: {}, blueprintUpdates: [], actions: [], conflicts: [], issues: [] };
    expect(configurationValues(blueprint, { [key]: "Jo" }, state)).toEqual({});
    const chosen = { ...state, placements: [{ ...laces, selected: "laces-white" }] };
    expect(configurationValues(blueprint, { [key]: "Jo" }, chosen)).toEqual({ [key]: "Jo" });
    const rule = { ruleId: "r", type: "Coded" as const, description: "Initials" };
    const required = {
      ...state,
      placements: [
        {
          ...laces,
          requiredValues: [{ attribute: "personalization-text", kind: "string" as const, requiredBy: rule }],
        },
      ],
    };
    expect(configurationValues(blueprint, { [key]: "Jo" }, required)).toEqual({ [key]: "Jo" });
  });
});
