import type { GreyImage, RawImage } from "./raw-image";

/**
 * The lightmap's tone curve for one (strength, gamma) pair (docs/decisions/asset-lightmap-numbers.md), as a
 * table from luminance (0-255) to lightmap value (0-255): shaded = lum^gamma darkens the mid-tones more as
 * gamma grows (gamma 2 is the spec's 200%), then out = strength + (1 - strength) x shaded lifts the result
 * toward white (strength 0 keeps all the shading, 0.75 a quarter of it).
 */
export function lightmapCurve(strength: number, gamma: number): Uint8Array {
  const table = new Uint8Array(256);
  for (let lum = 0; lum < 256; lum += 1) {
    const shaded = (lum / 255) ** gamma;
    table[lum] = Math.round(255 * (strength + (1 - strength) * shaded));
  }
  return table;
}

/**
 * The luminance of each pixel (Rec. 709 weights in eighths of 256, on the stored sRGB values), after laying
 * transparent pixels over white: a transparent area casts no shade.
 */
export function luminanceOf(r: number, g: number, b: number, a: number): number {
  const over = (c: number) => ((c * a + 255 * (255 - a) + 127) / 255) | 0;
  return (54 * over(r) + 183 * over(g) + 19 * over(b) + 128) >> 8;
}

/** The lightmap of an image: its luminance through the pair's curve, as a greyscale image of the same size. */
export function makeLightmap(image: RawImage, strength: number, gamma: number): GreyImage {
  const curve = lightmapCurve(strength, gamma);
  const { data: rgba, width, height } = image;
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i += 1, p += 4) {
    const r = rgba[p] ?? 0;
    const g = rgba[p + 1] ?? 0;
    const b = rgba[p + 2] ?? 0;
    const a = rgba[p + 3] ?? 255;
    // Opaque pixels (nearly all) skip the laying over white; the result is the same.
    const lum = a === 255 ? (54 * r + 183 * g + 19 * b + 128) >> 8 : luminanceOf(r, g, b, a);
    data[i] = curve[lum] ?? 255;
  }
  return { data, width, height };
}
