import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cachedFitter } from "./layer-cache";

const PNG = sharp({ create: { width: 4, height: 2, channels: 4, background: "#ff0000" } })
  .png()
  .toBuffer();

/** A layer that counts its reads and answers `bytes`. */
function countedLayer(key: string, bytes: Promise<Buffer> | null) {
  const layer = {
    key,
    reads: 0,
    read: async () => {
      layer.reads++;
      return bytes === null ? null : await bytes;
    },
  };
  return layer;
}

describe("cachedFitter", () => {
  it("reads a layer once per company, canvas and assets revision", async () => {
    const layer = countedLayer("/demo-media/a.png", PNG);
    const canvas = { width: 40, height: 20 };
    const first = await cachedFitter("company-a", 1)(layer, canvas);
    expect(first?.size).toEqual(canvas);
    expect(await cachedFitter("company-a", 1)(layer, canvas)).toBe(first);
    expect(layer.reads).toBe(1);
    await cachedFitter("company-a", 1)(layer, null);
    await cachedFitter("company-b", 1)(layer, canvas);
    await cachedFitter("company-a", 2)(layer, canvas);
    expect(layer.reads).toBe(4);
  });

  it("keeps no layer that could not be read", async () => {
    const layer = countedLayer("/demo-media/missing.png", null);
    expect(await cachedFitter("company-a", 1)(layer, null)).toBeNull();
    expect(await cachedFitter("company-a", 1)(layer, null)).toBeNull();
    expect(layer.reads).toBe(2);
  });
});
