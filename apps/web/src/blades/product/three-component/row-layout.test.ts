import { describe, expect, it } from "vitest";
import { rowPositions } from "./row-layout";

describe("rowPositions", () => {
  it("puts the first model at the origin and the next to its right with a gap", () => {
    expect(rowPositions([])).toEqual([]);
    expect(rowPositions([2])).toEqual([0]);
    // Widest 4: gap 1; centres 0, 1 + 1 + 2 = 4.
    expect(rowPositions([2, 4])).toEqual([0, 4]);
    expect(rowPositions([4, 4, 2])).toEqual([0, 5, 9]);
  });

  it("counts a model not loaded yet as zero wide", () => {
    expect(rowPositions([0, 2])).toEqual([0, 1.5]);
    expect(rowPositions([0, 0])).toEqual([0, 0]);
  });
});
