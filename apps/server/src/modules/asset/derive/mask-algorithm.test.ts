import { describe, expect, it } from "vitest";
import { addNoise, at, rawWithBoxes } from "./derive.fixtures";
import { makeMask } from "./mask-algorithm";

const WHITE = { r: 255, g: 255, b: 255 };
const RED = { r: 180, g: 30, b: 40 };
const SIZE = 64;
/** A 24x24 product in the middle of a 64x64 image. */
const PRODUCT = { left: 20, top: 20, width: 24, height: 24, colour: RED };

describe("makeMask", () => {
  it("uses the alpha of a transparent PNG", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, { r: 0, g: 0, b: 0, alpha: 0 }, [PRODUCT]);
    const result = makeMask(image);
    expect(result.method).toBe("alpha");
    expect([result.mask.width, result.mask.height]).toEqual([SIZE, SIZE]);
    expect(at(result.mask, 30, 30)).toBe(255);
    expect(at(result.mask, 2, 2)).toBe(0);
    expect(at(result.mask, 20, 20)).toBe(255);
    expect(at(result.mask, 19, 20)).toBe(0);
    expect(result.coverage).toBeCloseTo((24 * 24) / (SIZE * SIZE), 5);
    expect(result.warnings).toEqual([]);
  });

  it("keeps soft alpha edges as grey", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, { r: 0, g: 0, b: 0, alpha: 0 }, [
      PRODUCT,
      { left: 44, top: 20, width: 2, height: 24, colour: { ...RED, alpha: 0.5 } },
    ]);
    expect(at(makeMask(image).mask, 44, 30)).toBe(128);
  });

  it("treats an opaque image with an alpha channel as one without", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, WHITE, [PRODUCT]);
    expect(makeMask(image).method).toBe("background");
  });

  it("separates a product from a white background", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, WHITE, [PRODUCT]);
    const result = makeMask(image);
    expect(result.method).toBe("background");
    expect(at(result.mask, 32, 32)).toBe(255);
    expect(at(result.mask, 0, 0)).toBe(0);
    expect(at(result.mask, 10, 50)).toBe(0);
    // The edge is feathered over one pixel on each side.
    expect(at(result.mask, 18, 32)).toBe(0);
    expect(at(result.mask, 21, 32)).toBe(255);
    expect(result.coverage).toBeCloseTo((24 * 24) / (SIZE * SIZE), 2);
    expect(result.warnings).toEqual([]);
    expect(result.background).toHaveLength(1);
  });

  it("fills background-coloured holes enclosed in the product", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, WHITE, [
      PRODUCT,
      { left: 28, top: 28, width: 8, height: 8, colour: WHITE },
    ]);
    const result = makeMask(image);
    expect(at(result.mask, 32, 32)).toBe(255);
    expect(result.warnings).toEqual([]);
  });

  it("flags a product touching the border as unreliable", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, WHITE, [{ ...PRODUCT, top: 30, height: 34 }]);
    const result = makeMask(image);
    expect(at(result.mask, 32, 63)).toBe(255);
    expect(result.warnings).toContain("touchesBorder");
  });

  it("separates a product from a noisy background", async () => {
    const image = addNoise(await rawWithBoxes(SIZE, SIZE, { r: 235, g: 235, b: 235 }, [PRODUCT]), 30);
    const result = makeMask(image);
    let wrong = 0;
    for (let y = 0; y < SIZE; y += 1) {
      for (let x = 0; x < SIZE; x += 1) {
        const inside = x >= 22 && x < 42 && y >= 22 && y < 42;
        const outside = x < 19 || x >= 45 || y < 19 || y >= 45;
        const value = at(result.mask, x, y);
        if ((inside && value !== 255) || (outside && value !== 0)) wrong += 1;
      }
    }
    expect(wrong).toBe(0);
    expect(result.warnings).toEqual([]);
  });

  it("says the border is not uniform when the background has two colours", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, WHITE, [
      { left: 0, top: 40, width: SIZE, height: 24, colour: { r: 90, g: 120, b: 200 } },
      PRODUCT,
    ]);
    const result = makeMask(image);
    expect(result.background).toHaveLength(2);
    expect(result.warnings).toContain("borderNotUniform");
    expect(at(result.mask, 32, 32)).toBe(255);
    expect(at(result.mask, 5, 60)).toBe(0);
  });

  it("says the mask covers almost nothing for an empty image", async () => {
    const result = makeMask(await rawWithBoxes(SIZE, SIZE, WHITE, []));
    expect(result.coverage).toBe(0);
    expect(result.warnings).toEqual(["almostNothing"]);
  });

  it("says the mask covers almost all when the product fills the frame", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, { r: 0, g: 0, b: 0, alpha: 0 }, [
      { left: 0, top: 0, width: 64, height: 63, colour: RED },
    ]);
    expect(makeMask(image).warnings).toEqual(["almostAll"]);
  });

  it("removes specks of noise far smaller than the product", async () => {
    const image = await rawWithBoxes(SIZE, SIZE, WHITE, [
      PRODUCT,
      { left: 5, top: 5, width: 2, height: 2, colour: { r: 0, g: 0, b: 0 } },
    ]);
    const result = makeMask(image);
    expect(at(result.mask, 5, 5)).toBe(0);
    expect(at(result.mask, 6, 6)).toBe(0);
  });
});
