import type { ComponentRule } from "@atelier/domain/product/component-rule.schema";
import { describe, expect, it } from "vitest";
import { ruleFormValues, savedRule } from "./rule-values";

function rule(id: string): ComponentRule {
  return {
    componentGeneratorId: id,
    componentPackageId: "pkg",
    productId: "prod",
    versionId: "ver",
    etag: `etag-${id}`,
    generated: 2,
    description: {
      componentPlacementId: "front",
      componentPlacement: { name: "Front", code: "front" },
      componentDefinitions: [],
    },
    parameters: {
      componentPlacements: ["front"],
      enabledOptions: [{ componentOptionDefinitionId: "color", componentOptionIds: ["red", "blue"] }],
    },
    created: "2025-01-01T00:00:00.000Z",
    lastUpdated: "2025-01-01T00:00:00.000Z",
  };
}

describe("ruleFormValues", () => {
  it("starts a new rule with no placement and no options", () => {
    expect(ruleFormValues(null)).toEqual({ parameters: { componentPlacements: [], enabledOptions: [] } });
  });

  it("copies a stored rule's choices, so editing them leaves the cached rule alone", () => {
    const stored = rule("a");
    const values = ruleFormValues(stored);
    expect(values.parameters).toEqual(stored.parameters);
    expect(values.parameters.enabledOptions?.[0]).not.toBe(stored.parameters.enabledOptions[0]);
  });
});

describe("savedRule", () => {
  it("finds the saved rule among the package's rules", () => {
    expect(savedRule({ componentGeneratorId: "b", generators: [rule("a"), rule("b")] }).etag).toBe("etag-b");
  });

  it("fails when the answer does not list it", () => {
    expect(() => savedRule({ componentGeneratorId: "c", generators: [rule("a")] })).toThrow();
  });
});
