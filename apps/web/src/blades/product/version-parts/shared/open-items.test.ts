import { describe, expect, it } from "vitest";
import { carryOpen, toggleAll } from "./open-items";

describe("toggleAll", () => {
  it("opens every item unless all are open", () => {
    expect(toggleAll([], ["a", "b"])).toEqual(["a", "b"]);
    expect(toggleAll(["a"], ["a", "b"])).toEqual(["a", "b"]);
    expect(toggleAll(["b", "a"], ["a", "b"])).toEqual([]);
  });

  it("opens nothing when there is nothing", () => {
    expect(toggleAll([], [])).toEqual([]);
  });
});

describe("carryOpen", () => {
  it("keeps items open by position when their keys change on save", () => {
    expect(carryOpen(["tmp-1", "g2"], ["g1", "g2", "tmp-1"], ["g1", "g2", "g3"])).toEqual(["g2", "g3"]);
  });

  it("drops items that are no longer there", () => {
    expect(carryOpen(["g2"], ["g1", "g2"], ["g1"])).toEqual([]);
  });
});
