import { LIGHTMAP_STRENGTHS } from "@atelier/domain/asset/asset.schema";
import { describe, expect, it } from "vitest";
import { at, rawWithBoxes } from "./derive.fixtures";
import { lightmapCurve, luminanceOf, makeLightmap } from "./lightmap-algorithm";

/** Lightmap values for black, a mid grey (128), a light grey (200) and white, per spec pair. */
const EXPECTED: Record<string, [number, number, number, number]> = {
  "200%": [0, 64, 157, 255],
  "150%": [0, 91, 177, 255],
  "100%": [0, 128, 200, 255],
  "75%": [64, 160, 214, 255],
  "50%": [128, 192, 227, 255],
  "25%": [191, 223, 241, 255],
};

describe("lightmapCurve", () => {
  it.each(LIGHTMAP_STRENGTHS.map((pair) => [pair.label, pair] as const))("maps known greys for %s", (label, pair) => {
    const curve = lightmapCurve(pair.strength, pair.gamma);
    expect([curve[0], curve[128], curve[200], curve[255]]).toEqual(EXPECTED[label]);
  });

  it("never darkens as the strength grows, and keeps white white", () => {
    for (const pair of LIGHTMAP_STRENGTHS) {
      const curve = lightmapCurve(pair.strength, pair.gamma);
      for (let lum = 1; lum < 256; lum += 1) expect(curve[lum]).toBeGreaterThanOrEqual(curve[lum - 1] ?? 0);
      expect(curve[255]).toBe(255);
      expect(curve[0]).toBe(Math.round(255 * pair.strength));
    }
  });
});

describe("luminanceOf", () => {
  it("keeps greys and weighs green most", () => {
    expect(luminanceOf(128, 128, 128, 255)).toBe(128);
    expect(luminanceOf(0, 255, 0, 255)).toBe(182);
    expect(luminanceOf(255, 0, 0, 255)).toBe(54);
    expect(luminanceOf(0, 0, 255, 255)).toBe(19);
  });

  it("lays transparent pixels over white", () => {
    expect(luminanceOf(0, 0, 0, 0)).toBe(255);
    expect(luminanceOf(0, 0, 0, 128)).toBe(127);
  });
});

describe("makeLightmap", () => {
  it("makes a greyscale image of the same size through the pair's curve", async () => {
    const image = await rawWithBoxes(8, 4, { r: 128, g: 128, b: 128 }, [
      { left: 4, top: 0, width: 4, height: 4, colour: { r: 255, g: 255, b: 255 } },
    ]);
    const lightmap = makeLightmap(image, 0, 2);
    expect([lightmap.width, lightmap.height, lightmap.data.length]).toEqual([8, 4, 32]);
    expect(at(lightmap, 0, 0)).toBe(64);
    expect(at(lightmap, 7, 3)).toBe(255);
  });
});
