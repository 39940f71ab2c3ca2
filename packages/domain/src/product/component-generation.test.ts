import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  componentCount,
  type GenerationDefinition,
  type GenerationOption,
  type GenerationPlacement,
  generateComponents,
} from "./component-generation";

const option = (code: string): GenerationOption => ({
  componentOptionId: `id-${code}`,
  code,
  customAttributesJson: [],
});
const definition = (id: string, codes: string[], optional = false): GenerationDefinition => ({
  componentOptionDefinitionId: id,
  optional,
  options: codes.map(option),
});
const placement = (types: GenerationPlacement["types"]): GenerationPlacement => ({
  code: "UPPER",
  name: "Upper",
  usage: "Standard",
  types,
});
const all = (...args: Parameters<typeof generateComponents>) => [...generateComponents(...args)];

describe("componentCount", () => {
  it.each<[string, { optional: boolean; selected: number }[], number]>([
    ["no definitions", [], 0],
    ["one definition", [{ optional: false, selected: 4 }], 4],
    [
      "the product of the selections",
      [
        { optional: false, selected: 3 },
        { optional: false, selected: 2 },
        { optional: true, selected: 5 },
      ],
      30,
    ],
    [
      "a required definition without selection",
      [
        { optional: false, selected: 3 },
        { optional: false, selected: 0 },
      ],
      0,
    ],
    [
      "an optional definition without selection, left out",
      [
        { optional: false, selected: 3 },
        { optional: true, selected: 0 },
      ],
      3,
    ],
    ["only optional definitions, none selected", [{ optional: true, selected: 0 }], 0],
  ])("%s", (_case, definitions, expected) => {
    expect(componentCount(definitions)).toBe(expected);
  });

  it("matches the number of generated components", () => {
    const selection = fc.array(fc.record({ optional: fc.boolean(), selected: fc.integer({ min: 0, max: 4 }) }), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(selection, (entries) => {
        const definitions = entries.map((entry, index) =>
          definition(
            `d${index}`,
            Array.from({ length: entry.selected }, (_, n) => `D${index}O${n}`),
            entry.optional,
          ),
        );
        const types = definitions.map((d) => ({
          codePrefix: "",
          codeSuffix: "",
          definitionIds: [d.componentOptionDefinitionId],
          partCodeFormat: [],
        }));
        const components = all(placement(types), definitions);
        expect(components.length).toBe(componentCount(entries));
        expect(new Set(components.map((c) => c.optionKey)).size).toBe(components.length);
      }),
    );
  });
});

describe("generateComponents", () => {
  const materialColor = {
    codePrefix: "",
    codeSuffix: "",
    definitionIds: ["material", "color"],
    partCodeFormat: [],
  };

  it("combines the selections, the last definition varying fastest, with sorted option keys", () => {
    const components = all(placement([materialColor]), [
      definition("material", ["LEA", "CAN"]),
      definition("color", ["RED", "BLU"]),
    ]);
    expect(components.map((c) => c.code)).toEqual(["LEA-RED", "LEA-BLU", "CAN-RED", "CAN-BLU"]);
    expect(components[0]).toEqual({
      optionKey: "id-LEA,id-RED",
      optionIds: ["id-LEA", "id-RED"],
      code: "LEA-RED",
      placementIndependentCode: "LEA-RED",
      usage: "Standard",
    });
    expect(components[3]?.optionKey).toBe("id-BLU,id-CAN");
    expect(components[3]?.optionIds).toEqual(["id-CAN", "id-BLU"]);
  });

  it("writes prefix, type code and suffix per type; the placement-independent code has neither", () => {
    const components = all(
      placement([
        { ...materialColor, codePrefix: "UP-", codeSuffix: "_" },
        { codePrefix: "[", codeSuffix: "]", definitionIds: ["font"], partCodeFormat: [] },
      ]),
      [definition("material", ["LEA"]), definition("color", ["RED"]), definition("font", ["SERIF"])],
    );
    expect(components.map((c) => [c.code, c.placementIndependentCode])).toEqual([
      ["UP-LEA-RED_[SERIF]", "LEA-REDSERIF"],
    ]);
  });

  it("leaves out an optional type whose definition has no selection", () => {
    const components = all(
      placement([
        { ...materialColor, codePrefix: "UP-" },
        { codePrefix: "-M-", codeSuffix: "", definitionIds: ["font"], partCodeFormat: [] },
      ]),
      [definition("material", ["LEA"]), definition("color", ["RED", "BLU"]), definition("font", [], true)],
    );
    expect(components.map((c) => c.code)).toEqual(["UP-LEA-RED", "UP-LEA-BLU"]);
    expect(components.map((c) => c.optionIds)).toEqual([
      ["id-LEA", "id-RED"],
      ["id-LEA", "id-BLU"],
    ]);
  });

  it("generates nothing when the count is 0", () => {
    expect(all(placement([materialColor]), [definition("material", ["LEA"]), definition("color", [])])).toEqual([]);
    expect(all(placement([]), [])).toEqual([]);
  });

  it("carries the placement's usage", () => {
    const model: GenerationPlacement = { ...placement([materialColor]), usage: "Model" };
    const [component] = all(model, [definition("material", ["LEA"]), definition("color", ["RED"])]);
    expect(component?.usage).toBe("Model");
  });
});
