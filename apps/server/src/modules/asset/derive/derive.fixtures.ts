import sharp from "sharp";
import { decodeImage } from "./derive-image";
import type { RawImage } from "./raw-image";

/** Small synthetic images for the derive tests, drawn with sharp. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  colour: { r: number; g: number; b: number; alpha?: number };
}

type Colour = Box["colour"];

/** A PNG of `width` x `height` filled with `background`, with opaque or translucent boxes drawn over it. */
export async function pngWithBoxes(width: number, height: number, background: Colour, boxes: Box[]): Promise<Buffer> {
  const layers = await Promise.all(
    boxes.map(async (box) => ({
      input: await sharp({
        create: { width: box.width, height: box.height, channels: 4, background: { alpha: 1, ...box.colour } },
      })
        .png()
        .toBuffer(),
      left: box.left,
      top: box.top,
    })),
  );
  return sharp({ create: { width, height, channels: 4, background: { alpha: 1, ...background } } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** The decoded pixels of a PNG made by pngWithBoxes. */
export async function rawWithBoxes(width: number, height: number, background: Colour, boxes: Box[]): Promise<RawImage> {
  return (await decodeImage(await pngWithBoxes(width, height, background, boxes))).image;
}

/** Adds noise of up to +-`amount` to every colour channel, from a seeded generator (the same each run). */
export function addNoise(image: RawImage, amount: number, seed = 1): RawImage {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const data = Uint8Array.from(image.data, (value, i) =>
    i % 4 === 3 ? value : Math.max(0, Math.min(255, Math.round(value + (next() * 2 - 1) * amount))),
  );
  return { ...image, data };
}

/** The value of the one-channel image at (x, y). */
export function at(image: { data: Uint8Array; width: number }, x: number, y: number): number {
  return image.data[y * image.width + x] ?? -1;
}
