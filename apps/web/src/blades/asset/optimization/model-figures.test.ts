import type { ModelFigures } from "@atelier/domain/asset/optimization.schema";
import { describe, expect, it } from "vitest";
import { figureRows, formatFigure, percentChange } from "./model-figures";

const before: ModelFigures = {
  size: 2 * 1024 * 1024,
  vertices: 12000,
  triangles: 8000,
  meshes: 3,
  textures: 1,
  textureBytes: 1024 * 1024,
};

describe("model figures", () => {
  it.each([
    [100, 50, "-50%"],
    [100, 150, "+50%"],
    [3, 2, "-33.3%"],
    [7, 7, "0%"],
    [0, 0, "0%"],
    [0, 5, "-"],
  ])("%i to %i is %s", (was, now, text) => {
    expect(percentChange(was, now)).toBe(text);
  });

  it("shows sizes in KB or MB and counts grouped", () => {
    expect(formatFigure(2048, true)).toBe("2 KB");
    expect(formatFigure(3 * 1024 * 1024, true)).toBe("3.0 MB");
    expect(formatFigure(12345, false)).toBe("12,345");
  });

  it("gives every figure with its change, and dashes before the run", () => {
    const after = { ...before, size: 512 * 1024, vertices: 6000, meshes: 3, textureBytes: 2 * 1024 * 1024 };
    const rows = figureRows(before, after);
    expect(rows.map((row) => row.label)).toEqual([
      "File size",
      "Vertices",
      "Triangles",
      "Meshes",
      "Textures",
      "Texture size",
    ]);
    expect(rows[0]).toEqual({ label: "File size", before: "2.0 MB", after: "512 KB", change: "-75%", smaller: true });
    expect(rows[3]?.smaller).toBeNull();
    expect(rows[5]).toMatchObject({ change: "+100%", smaller: false });
    expect(figureRows(before, null).every((row) => row.after === "-" && row.change === "-")).toBe(true);
  });
});
