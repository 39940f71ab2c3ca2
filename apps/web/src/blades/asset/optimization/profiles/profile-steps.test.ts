import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { ProfileSteps } from "@atelier/domain/asset/optimization-profile.schema";
import { describe, expect, it } from "vitest";
import { addStep, initialSteps, moveStep, newStep, STEP_CHOICES, stepLabel } from "./profile-steps";

const ids = (steps: readonly OptimizationStep[]) => steps.map((step) => step.id);

describe("profile steps", () => {
  it("makes a valid step of every choice the menu offers", () => {
    for (const { choice } of STEP_CHOICES) {
      const steps = addStep(initialSteps(), newStep(choice, "x"));
      expect(ProfileSteps.safeParse(steps).success, choice).toBe(true);
    }
  });

  it("starts a new profile with its one SaveAs", () => {
    expect(initialSteps()).toMatchObject([{ type: "SaveAs", as: "Glb" }]);
  });

  it("adds a step before a SaveAs that ends the list", () => {
    const steps = [newStep("Prune", "a"), newStep("SaveAsGlb", "s")];
    expect(ids(addStep(steps, newStep("Weld", "w")))).toEqual(["a", "w", "s"]);
    expect(ids(addStep([newStep("SaveAsGlb", "s"), newStep("Prune", "a")], newStep("Weld", "w")))).toEqual([
      "s",
      "a",
      "w",
    ]);
  });

  it("replaces the SaveAs when another is added: Glb and Gltf never stand together", () => {
    const steps = addStep([newStep("SaveAsGlb", "s"), newStep("Prune", "a")], newStep("SaveAsGltf", "t"));
    expect(steps).toEqual([newStep("Prune", "a"), { id: "t", type: "SaveAs", as: "Gltf" }]);
    expect(steps.filter((step) => step.type === "SaveAs")).toHaveLength(1);
  });

  it("moves a step up or down by one, and stays at the ends", () => {
    const steps = [newStep("Prune", "a"), newStep("Weld", "b"), newStep("SaveAsGlb", "c")];
    expect(ids(moveStep(steps, "b", -1))).toEqual(["b", "a", "c"]);
    expect(ids(moveStep(steps, "b", 1))).toEqual(["a", "c", "b"]);
    expect(ids(moveStep(steps, "a", -1))).toEqual(["a", "b", "c"]);
    expect(ids(moveStep(steps, "c", 1))).toEqual(["a", "b", "c"]);
    expect(ids(moveStep(steps, "missing", 1))).toEqual(["a", "b", "c"]);
  });

  it("names steps as the menu does", () => {
    expect(stepLabel(newStep("SaveAsGltf"))).toBe("SaveAs Gltf");
    expect(stepLabel(newStep("MeshCompression"))).toBe("Mesh compression");
  });
});
