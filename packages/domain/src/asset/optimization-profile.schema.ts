import { z } from "zod";
import { etagField, optionalText, requiredName } from "../shared/entity-fields";

/** What a SaveAs step writes (part 3 "Optimization profile"). */
export const SAVE_AS_FORMATS = ["Glb", "Gltf"] as const;

const stepId = z.string().min(1).max(64);

/**
 * The steps a profile may hold, run in order with glTF Transform, meshoptimizer and draco3dgltf
 * (docs/decisions/asset-optimization-steps.md says what each number does).
 */
export const OptimizationStep = z.discriminatedUnion("type", [
  z.object({ id: stepId, type: z.literal("SaveAs"), as: z.enum(SAVE_AS_FORMATS) }),
  z.object({ id: stepId, type: z.literal("Deduplicate") }),
  z.object({ id: stepId, type: z.literal("Prune") }),
  z.object({ id: stepId, type: z.literal("Weld") }),
  z.object({
    id: stepId,
    type: z.literal("Simplify"),
    /** The share of vertices to keep, 0 (as few as the error allows) to 1 (all). */
    ratio: z.number().min(0).max(1),
    /** The largest error allowed, as a share of the mesh's size (0.001 is a tenth of a percent). */
    error: z.number().min(0).max(1),
  }),
  z.object({ id: stepId, type: z.literal("Quantize") }),
  z.object({ id: stepId, type: z.literal("MeshCompression"), method: z.enum(["Meshopt", "Draco"]) }),
  z.object({
    id: stepId,
    type: z.literal("TextureResize"),
    /** The longest side a texture may keep, in pixels. */
    maxSize: z.number().int().min(16).max(8192),
  }),
  z.object({
    id: stepId,
    type: z.literal("TextureWebp"),
    /** The webp quality, 1 to 100. */
    quality: z.number().int().min(1).max(100),
  }),
]);
export type OptimizationStep = z.infer<typeof OptimizationStep>;
export type OptimizationStepType = OptimizationStep["type"];

export const PROFILE_MESSAGES = {
  oneSaveAs: "A profile has exactly one SaveAs step.",
} as const;

/** A profile's ordered steps: exactly one SaveAs (part 3). */
export const ProfileSteps = z
  .array(OptimizationStep)
  .max(30)
  .refine((steps) => steps.filter((step) => step.type === "SaveAs").length === 1, {
    error: PROFILE_MESSAGES.oneSaveAs,
  });

export const OptimizationProfileFields = z.object({
  name: requiredName("Profile name"),
  description: optionalText("Description"),
  profileJson: ProfileSteps,
});

export const OptimizationProfileCreateInput = OptimizationProfileFields;
export type OptimizationProfileCreateInput = z.infer<typeof OptimizationProfileCreateInput>;
export const OptimizationProfileUpdateInput = OptimizationProfileFields.extend({ etag: etagField() });
export type OptimizationProfileUpdateInput = z.infer<typeof OptimizationProfileUpdateInput>;

/** The spec's Optimization profile entity. */
export const OptimizationProfile = z.object({
  dataOptimizationProfileId: z.string(),
  name: z.string(),
  description: z.string(),
  profileJson: z.array(OptimizationStep),
  etag: z.string(),
});
export type OptimizationProfile = z.infer<typeof OptimizationProfile>;

export const OptimizationProfileList = z.object({ items: z.array(OptimizationProfile) });
export type OptimizationProfileList = z.infer<typeof OptimizationProfileList>;

/** Adds a SaveAs step, replacing the one the profile had (part 3: adding one replaces the other). */
export function withSaveAs(
  steps: readonly OptimizationStep[],
  saveAs: Extract<OptimizationStep, { type: "SaveAs" }>,
): OptimizationStep[] {
  return [...steps.filter((step) => step.type !== "SaveAs"), saveAs];
}
