import { type OptimizationStep, withSaveAs } from "@atelier/domain/asset/optimization-profile.schema";

/** What the Add step menu offers: a step type, and for SaveAs the format. */
export type StepChoice = "SaveAsGlb" | "SaveAsGltf" | Exclude<OptimizationStep["type"], "SaveAs">;

/** The menu's entries in the order a 3D artist runs them: clean up, reduce, compress, then save. */
export const STEP_CHOICES: readonly { choice: StepChoice; label: string; hint: string }[] = [
  { choice: "Deduplicate", label: "Deduplicate", hint: "Merge identical meshes, materials and textures" },
  { choice: "Prune", label: "Prune", hint: "Drop unused nodes, materials and textures" },
  { choice: "Weld", label: "Weld", hint: "Merge identical vertices" },
  { choice: "Simplify", label: "Simplify", hint: "Fewer vertices within an error" },
  { choice: "Quantize", label: "Quantize", hint: "Smaller vertex attributes" },
  { choice: "MeshCompression", label: "Mesh compression", hint: "Meshopt or Draco" },
  { choice: "TextureResize", label: "Texture resize", hint: "Limit the longest side" },
  { choice: "TextureWebp", label: "Texture WebP", hint: "Re-encode textures as WebP" },
  { choice: "SaveAsGlb", label: "SaveAs Glb", hint: "One binary file" },
  { choice: "SaveAsGltf", label: "SaveAs Gltf", hint: "JSON with separate files" },
];

/** A step's name as the editor shows it. */
export function stepLabel(step: OptimizationStep): string {
  if (step.type === "SaveAs") return `SaveAs ${step.as}`;
  return STEP_CHOICES.find((entry) => entry.choice === step.type)?.label ?? step.type;
}

let made = 0;

/** A new step id, unique in the profile (ids only tell steps apart). */
export function newStepId(): string {
  made += 1;
  return `step-${Date.now().toString(36)}-${made.toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A new step of the chosen type with the numbers most profiles start from. */
export function newStep(choice: StepChoice, id: string = newStepId()): OptimizationStep {
  switch (choice) {
    case "SaveAsGlb":
      return { id, type: "SaveAs", as: "Glb" };
    case "SaveAsGltf":
      return { id, type: "SaveAs", as: "Gltf" };
    case "Simplify":
      return { id, type: "Simplify", ratio: 0.5, error: 0.001 };
    case "MeshCompression":
      return { id, type: "MeshCompression", method: "Meshopt" };
    case "TextureResize":
      return { id, type: "TextureResize", maxSize: 2048 };
    case "TextureWebp":
      return { id, type: "TextureWebp", quality: 85 };
    default:
      return { id, type: choice };
  }
}

/**
 * The steps with one added: a SaveAs replaces the profile's SaveAs (part 3: adding one replaces the
 * other) and goes last; any other step goes before a SaveAs that ends the list, else at the end.
 */
export function addStep(steps: readonly OptimizationStep[], step: OptimizationStep): OptimizationStep[] {
  if (step.type === "SaveAs") return withSaveAs(steps, step);
  const last = steps.at(-1);
  if (last?.type === "SaveAs") return [...steps.slice(0, -1), step, last];
  return [...steps, step];
}

/** A new profile's steps: the one SaveAs every profile has. */
export function initialSteps(): OptimizationStep[] {
  return [newStep("SaveAsGlb")];
}

/** The steps with one moved by `offset` places (keyboard Move up / Move down); unchanged at an end. */
export function moveStep(steps: readonly OptimizationStep[], id: string, offset: -1 | 1): OptimizationStep[] {
  const from = steps.findIndex((step) => step.id === id);
  const to = from + offset;
  const moving = steps[from];
  if (from === -1 || to < 0 || to >= steps.length || moving === undefined) return [...steps];
  const next = steps.filter((step) => step.id !== id);
  next.splice(to, 0, moving);
  return next;
}
