import { describe, expect, it } from "vitest";
import { changeText, changeTone, withPrevious } from "./compare-figures";

describe("changeText", () => {
  it.each([
    [12, 10, "+20%"],
    [5, 10, "-50%"],
    [10, 10, "0%"],
    [3, 0, "new"],
    [0, 0, "0%"],
    [0, 4, "-100%"],
    [2, 3, "-33%"],
  ])("%i after %i is %s", (count, previous, expected) => {
    expect(changeText(count, previous)).toBe(expected);
  });
});

describe("changeTone", () => {
  it("says up, down or flat", () => {
    expect(changeTone(2, 1)).toBe("up");
    expect(changeTone(1, 2)).toBe("down");
    expect(changeTone(1, 1)).toBe("flat");
  });
});

describe("withPrevious", () => {
  const rows = [
    { key: "a", count: 3 },
    { key: "b", count: 1 },
  ];
  it("puts the previous count of the same key beside each row, 0 when missing", () => {
    expect(withPrevious(rows, [{ key: "b", count: 4 }], (row) => row.key)).toEqual([
      { key: "a", count: 3, previous: 0 },
      { key: "b", count: 1, previous: 4 },
    ]);
  });
  it("leaves rows alone without a previous period", () => {
    expect(withPrevious(rows, undefined, (row) => row.key)).toEqual(rows);
  });
});
