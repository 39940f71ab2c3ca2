import { describe, expect, it } from "vitest";
import { type ListSource, sourceState } from "./list-source";

const loadMore = () => {};
const paged = (rows: number[], total: number | undefined): ListSource<number> => ({
  kind: "paged",
  rows,
  total,
  loadMore,
});

describe("sourceState", () => {
  it("reads a whole list from how many rows were loaded and how many the filters leave", () => {
    expect(sourceState({ kind: "whole", rows: [], loadedCount: undefined }, false)).toBe("loading");
    expect(sourceState({ kind: "whole", rows: [], loadedCount: 0 }, false)).toBe("empty");
    expect(sourceState({ kind: "whole", rows: [], loadedCount: 3 }, true)).toBe("no-results");
    expect(sourceState({ kind: "whole", rows: [1], loadedCount: 3 }, true)).toBe("rows");
  });

  it("reads a paged list from the total the server counts", () => {
    expect(sourceState(paged([], undefined), false)).toBe("loading");
    expect(sourceState(paged([1, 2], 100_000), false)).toBe("rows");
    expect(sourceState(paged([], 0), false)).toBe("empty");
    expect(sourceState(paged([], 0), true)).toBe("no-results");
  });
});
