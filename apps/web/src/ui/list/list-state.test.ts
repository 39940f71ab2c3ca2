import { describe, expect, it } from "vitest";
import { listState } from "./list-state";

describe("listState", () => {
  it.each([
    [undefined, 0, "loading"],
    [0, 0, "empty"],
    [5, 0, "no-results"],
    [5, 2, "rows"],
  ] as const)("loaded %j, shown %j: %s", (loaded, shown, state) => {
    expect(listState(loaded, shown)).toBe(state);
  });
});
