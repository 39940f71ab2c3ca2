import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_MEDIA_DIR } from "../../../paths";
import { addNoise } from "./derive.fixtures";
import { decodeImage } from "./derive-image";
import { makeMask } from "./mask-algorithm";

/** The demo's drawings (transparent around the product), rendered at their own 480 x 320. */
const IMAGES = join(DEMO_MEDIA_DIR, "images");
const BOX = join(IMAGES, "shoe-box.svg");
/** A white sneaker: a light upper inside a thin grey outline, the case a border flood leaks into. */
const SNEAKER = join(IMAGES, "UPPER-LEATHER-WHITE_front_00.svg");
const BLACK_SNEAKER = join(IMAGES, "UPPER-CANVAS-BLACK_spin_01.svg");

/** The drawing laid on a plain background and decoded, as an opaque product photo would be. */
async function photoOf(svg: string, background: { r: number; g: number; b: number }) {
  const flat = await sharp(svg).flatten({ background }).jpeg({ quality: 90 }).toBuffer();
  return (await decodeImage(flat)).image;
}

/** The true silhouette: the drawing's own alpha, rendered on transparent (1 where at least half opaque). */
async function silhouetteOf(svg: string): Promise<Uint8Array> {
  const alpha = await sharp(svg).ensureAlpha().extractChannel(3).raw().toBuffer();
  return Uint8Array.from(alpha, (value) => (value >= 128 ? 1 : 0));
}

/** Intersection over union of the mask's product (>= 128) and the true silhouette. */
function iou(mask: Uint8Array, truth: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < truth.length; i += 1) {
    const product = (mask[i] ?? 0) >= 128;
    const inside = truth[i] === 1;
    if (product && inside) both += 1;
    if (product || inside) either += 1;
  }
  return either === 0 ? 0 : both / either;
}

const WHITE = { r: 255, g: 255, b: 255 };
/** A light grey studio backdrop, lightly noisy: close to the white sneaker's upper. */
const LIGHT_GREY = { r: 225, g: 225, b: 225 };

describe("makeMask on the demo images", () => {
  it.each([
    ["the shoe box on white", BOX, WHITE, 0],
    ["the shoe box on a noisy light grey", BOX, LIGHT_GREY, 20],
    ["the white sneaker on white", SNEAKER, WHITE, 0],
    ["the white sneaker on a noisy light grey", SNEAKER, LIGHT_GREY, 20],
    ["the black sneaker on a lightly noisy light grey", BLACK_SNEAKER, LIGHT_GREY, 8],
  ])("makes the whole silhouette of %s product", async (_name, svg, background, noise) => {
    const photo = await photoOf(svg, background);
    const image = noise > 0 ? addNoise(photo, noise) : photo;
    const result = makeMask(image);
    expect(result.method).toBe("background");
    expect(iou(result.mask.data, await silhouetteOf(svg))).toBeGreaterThan(0.95);
  });

  it("keeps the box's light top face, drawn inside a thin dark outline, as product", async () => {
    const image = addNoise(await photoOf(BOX, LIGHT_GREY), 20);
    const { mask } = makeMask(image);
    // The middle of the top face (#E9DCC5, near the backdrop's colour) and of the front.
    expect(mask.data[110 * mask.width + 240]).toBe(255);
    expect(mask.data[200 * mask.width + 200]).toBe(255);
    expect(mask.data[20 * mask.width + 20]).toBe(0);
  });
});
