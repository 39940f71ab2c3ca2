import type { OptimizationProfileCreateInput } from "@atelier/domain/asset/optimization-profile.schema";

/** A profile for the tests: the web profile's steps unless told otherwise. */
export function profileInput(values: Partial<OptimizationProfileCreateInput> = {}): OptimizationProfileCreateInput {
  return {
    name: `Profile ${Math.random().toString(36).slice(2, 8)}`,
    description: "For the web",
    profileJson: [
      { id: "dedup", type: "Deduplicate" },
      { id: "prune", type: "Prune" },
      { id: "webp", type: "TextureWebp", quality: 85 },
      { id: "save", type: "SaveAs", as: "Glb" },
    ],
    ...values,
  };
}
