import { ComponentPlacementFields } from "@atelier/domain/catalogue/component-placement.schema";
import { describe, expect, it } from "vitest";
import { newPlacementValues, placementValues, typeAssociations, USAGE_CHOICES } from "./placement-form-values";

describe("placement form values", () => {
  it("starts a new placement as Standard with no assistant, name and code to fill in", () => {
    const values = newPlacementValues();
    expect(values).toMatchObject({ name: "", code: "", usage: "Standard", assistantType: "None", componentTypes: [] });
    expect(ComponentPlacementFields.safeParse(values).success).toBe(false);
    expect(ComponentPlacementFields.safeParse({ ...values, name: "Upper", code: "UP" }).success).toBe(true);
  });

  it("keeps a stored placement's fields and drops its id, etag and timestamps", () => {
    const stored = {
      ...ComponentPlacementFields.parse({ name: "Upper", code: "UP", usage: "Joint", jointTags: ["hinge"] }),
      componentPlacementId: "p1",
      etag: "e1",
      created: "2026-01-01T00:00:00.000Z",
      lastUpdated: "2026-01-02T00:00:00.000Z",
    };
    const values = placementValues(stored);
    expect(values).not.toHaveProperty("etag");
    expect(values).not.toHaveProperty("componentPlacementId");
    expect(values).toMatchObject({ name: "Upper", code: "UP", usage: "Joint", jointTags: ["hinge"] });
  });

  it("adds picked types without prefix or suffix, not optional", () => {
    expect(typeAssociations(["t1", "t2"])).toEqual([
      { componentTypeId: "t1", name: "", codePrefix: "", codeSuffix: "", optional: false },
      { componentTypeId: "t2", name: "", codePrefix: "", codeSuffix: "", optional: false },
    ]);
  });

  it("labels the usages as the spec does", () => {
    expect(USAGE_CHOICES.find((choice) => choice.value === "Texture")?.label).toBe("3D Material");
    expect(USAGE_CHOICES[0]).toEqual({ value: "Standard", label: "Standard" });
  });
});
