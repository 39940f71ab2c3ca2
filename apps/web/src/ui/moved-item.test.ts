import { describe, expect, it } from "vitest";
import { movedItem } from "./moved-item";

describe("movedItem", () => {
  it("finds an item moved down or up", () => {
    expect(movedItem(["a", "b", "c", "d"], ["b", "c", "a", "d"])).toEqual({ from: 0, to: 2 });
    expect(movedItem(["a", "b", "c", "d"], ["a", "d", "b", "c"])).toEqual({ from: 3, to: 1 });
    expect(movedItem(["a", "b"], ["b", "a"])).toEqual({ from: 0, to: 1 });
  });

  it("is null when the order did not change", () => {
    expect(movedItem(["a", "b", "c"], ["a", "b", "c"])).toBeNull();
    expect(movedItem([], [])).toBeNull();
  });
});
