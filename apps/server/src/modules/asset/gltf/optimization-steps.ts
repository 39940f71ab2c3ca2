import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import type { Document, Transform } from "@gltf-transform/core";
import { dedup, draco, meshopt, prune, quantize, simplify, textureCompress, weld } from "@gltf-transform/functions";
import { MeshoptEncoder, MeshoptSimplifier } from "meshoptimizer";
import sharp from "sharp";
import { loadGltfCodecs } from "./gltf-io";

/** A step that changes the document (SaveAs only chooses how the result is written). */
export type ModelStep = Exclude<OptimizationStep, { type: "SaveAs" }>;

/** A step as the log names it: its type and its numbers ("Simplify (ratio 0.5, error 0.001)"). */
export function stepLabel(step: OptimizationStep): string {
  switch (step.type) {
    case "Simplify":
      return `Simplify (ratio ${step.ratio}, error ${step.error})`;
    case "MeshCompression":
      return `MeshCompression (${step.method})`;
    case "TextureResize":
      return `TextureResize (${step.maxSize} px)`;
    case "TextureWebp":
      return `TextureWebp (quality ${step.quality})`;
    case "SaveAs":
      return `SaveAs (${step.as})`;
    default:
      return step.type;
  }
}

/**
 * The glTF Transform function of each step (docs/decisions/asset-optimization-steps.md): dedup, prune,
 * weld, simplify with meshoptimizer, quantize, meshopt or Draco compression (written by the SaveAs), and
 * textureCompress with sharp for resizing (format kept) and webp.
 */
export function stepTransform(step: ModelStep): Transform {
  switch (step.type) {
    case "Deduplicate":
      return dedup();
    case "Prune":
      return prune();
    case "Weld":
      return weld();
    case "Simplify":
      return simplify({ simplifier: MeshoptSimplifier, ratio: step.ratio, error: step.error });
    case "Quantize":
      return quantize();
    case "MeshCompression":
      return step.method === "Meshopt" ? meshopt({ encoder: MeshoptEncoder }) : draco();
    case "TextureResize":
      return textureCompress({ encoder: sharp, resize: [step.maxSize, step.maxSize] });
    case "TextureWebp":
      return textureCompress({ encoder: sharp, targetFormat: "webp", quality: step.quality });
  }
}

/** Runs one step on the document (the codecs loaded first). */
export async function applyStep(document: Document, step: ModelStep): Promise<void> {
  await loadGltfCodecs();
  await document.transform(stepTransform(step));
}
