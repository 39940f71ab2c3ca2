import { describe, expect, it } from "vitest";
import { checkerPixels } from "./debug-materials";

describe("checkerPixels", () => {
  it("alternates light and dark cells, tinted red along U and green along V", () => {
    const size = 8;
    const pixels = checkerPixels(size, 2);
    const at = (x: number, y: number) => Array.from(pixels.slice((y * size + x) * 4, (y * size + x) * 4 + 4));
    expect(pixels).toHaveLength(size * size * 4);
    expect(at(0, 0)).toEqual([200, 200, 200, 255]);
    expect(at(4, 0)).toEqual([60 + 28, 60, 60, 255]);
    expect(at(0, 4)).toEqual([60, 60 + 28, 60, 255]);
    expect(at(4, 4)).toEqual([228, 228, 200, 255]);
  });
});
