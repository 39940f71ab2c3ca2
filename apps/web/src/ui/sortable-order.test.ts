import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveById, positionText } from "./sortable-order";

const id = (item: string) => item;

describe("moveById", () => {
  it.each([
    [["a", "b", "c", "d"], "a", "c", ["b", "c", "a", "d"]],
    [["a", "b", "c", "d"], "d", "a", ["d", "a", "b", "c"]],
    [["a", "b", "c", "d"], "b", "c", ["a", "c", "b", "d"]],
  ])("%j: %s onto %s gives %j", (items, active, over, expected) => {
    expect(moveById(items, id, active, over)).toEqual(expected);
  });

  it.each([
    ["no target", "a", null],
    ["the same item", "a", "a"],
    ["an unknown item", "a", "z"],
    ["an unknown dragged item", "z", "a"],
  ])("moves nothing onto %s", (_, active, over) => {
    expect(moveById(["a", "b"], id, active, over)).toBeNull();
  });

  it("keeps every item once and puts the moved one where the target was", () => {
    const list = fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(list, fc.nat(), fc.nat(), (items, a, b) => {
        const from = a % items.length;
        const to = b % items.length;
        const next = moveById(items, id, items[from] ?? "", items[to] ?? "");
        if (from === to) {
          expect(next).toBeNull();
          return;
        }
        expect([...(next ?? [])].sort()).toEqual([...items].sort());
        expect(next?.[to]).toBe(items[from]);
      }),
    );
  });
});

describe("positionText", () => {
  it("counts from one", () => {
    expect(positionText(["a", "b", "c"], "b")).toBe("position 2 of 3");
  });
});
