import { makeLightmap } from "./lightmap-algorithm";
import { type MaskResult, makeMask } from "./mask-algorithm";
import type { GreyImage, RawImage } from "./raw-image";

/** The pixel work of one mask or lightmap job, as sent to the pixel worker (pixel-worker.ts). */
export type PixelTask =
  | { kind: "mask"; image: RawImage }
  | { kind: "lightmap"; image: RawImage; strength: number; gamma: number };

/** Its answer, as the worker sends it back. */
export type PixelAnswer = { kind: "mask"; result: MaskResult } | { kind: "lightmap"; grey: GreyImage };

/** Does the pixel work of a task (in the worker; in this thread for the unit tests). */
export function runPixelTask(task: PixelTask): PixelAnswer {
  if (task.kind === "mask") return { kind: "mask", result: makeMask(task.image) };
  if (task.kind === "lightmap") return { kind: "lightmap", grey: makeLightmap(task.image, task.strength, task.gamma) };
  throw new Error(`Unknown pixel task ${String((task as { kind: unknown }).kind)}`);
}

/** The buffers a task or an answer moves to the other thread instead of copying them. */
export function transferablesOf(message: PixelTask | PixelAnswer): ArrayBuffer[] {
  const image = "image" in message ? message.image : message.kind === "mask" ? message.result.mask : message.grey;
  const { buffer } = image.data;
  return buffer instanceof ArrayBuffer ? [buffer] : [];
}
