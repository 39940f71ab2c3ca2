import { describe, expect, it } from "vitest";
import { UNMAPPED_VALUE_MAX } from "../reference-data.schema";
import { coveredValues, type FoundAttribute, findUnmapped, UNMAPPED_MAX } from "./unmapped";

const option = (id: string, name: string, key: string, value: string): FoundAttribute => ({
  foundOnType: "ComponentOption",
  foundOnId: id,
  foundOnName: name,
  key,
  value,
});

describe("coveredValues", () => {
  it("takes the first cell of every data row of every file, trimmed", () => {
    const covered = coveredValues([
      [
        { _type: "header", cells: ["Source", "Target"] },
        { _type: "data", cells: [" red ", "rouge"] },
      ],
      [{ _type: "data", cells: ["blue"] }],
    ]);
    expect([...covered]).toEqual(["red", "blue"]);
  });
});

describe("findUnmapped", () => {
  it("answers each uncovered value once, where it was first found, in natural order", () => {
    const product: FoundAttribute = { ...option("p1", "Sneaker", "badge", "item 10"), foundOnType: "Product" };
    const found = [product, option("o2", "Blue", "colour", "item 10"), option("o1", "Red", "colour", " item 9 ")];
    found.push(option("o3", "Green", "colour", "red"), option("o4", "Grey", "colour", "  "));
    expect(findUnmapped(found, new Set(["red"]))).toEqual([
      {
        id: "ComponentOption/o1/colour",
        value: "item 9",
        foundOnType: "ComponentOption",
        foundOnName: "Red",
        key: "colour",
      },
      {
        id: "ComponentOption/o2/colour",
        value: "item 10",
        foundOnType: "ComponentOption",
        foundOnName: "Blue",
        key: "colour",
      },
    ]);
  });

  it("cuts long values and answers at most UNMAPPED_MAX", () => {
    const long = "x".repeat(200);
    expect(findUnmapped([option("o1", "A", "k", long)], new Set())[0]?.value).toBe("x".repeat(UNMAPPED_VALUE_MAX));
    const many = Array.from({ length: UNMAPPED_MAX + 5 }, (_, i) => option(`o${i}`, "A", "k", `v${i}`));
    expect(findUnmapped(many, new Set())).toHaveLength(UNMAPPED_MAX);
  });
});
