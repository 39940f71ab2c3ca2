import { describe, expect, it } from "vitest";
import { remapIds, remapJoinedIds } from "./id-remap";

const ids = new Map([
  ["old-a", "new-a"],
  ["old-b", "new-b"],
  ["old-c", "0-new-c"],
]);

describe("remapIds", () => {
  it.each([
    ["a mapped string", "old-a", "new-a"],
    ["an unknown string", "kept", "kept"],
    ["a string that only contains an id", "x-old-a", "x-old-a"],
    ["a number", 42, 42],
    ["null", null, null],
    ["a boolean", true, true],
    ["an array of ids", ["old-a", "other", "old-b"], ["new-a", "other", "new-b"]],
  ])("maps %s", (_name, value, expected) => {
    expect(remapIds(value, ids)).toEqual(expected);
  });

  it("maps ids deep inside objects and arrays, and object keys", () => {
    const row = {
      id: "old-a",
      parameters: { componentPlacements: ["old-b"], enabledOptions: [{ componentOptionIds: ["old-c", "x"] }] },
      statuses: { "old-b": { available: true }, plain: 1 },
    };
    expect(remapIds(row, ids)).toEqual({
      id: "new-a",
      parameters: { componentPlacements: ["new-b"], enabledOptions: [{ componentOptionIds: ["0-new-c", "x"] }] },
      statuses: { "new-b": { available: true }, plain: 1 },
    });
  });

  it("leaves the input as it was and keeps non-plain objects such as dates", () => {
    const at = new Date("2025-01-02T03:04:05Z");
    const row = { id: "old-a", at };
    const copy = remapIds(row, ids);
    expect(row.id).toBe("old-a");
    expect(copy.at).toBe(at);
  });
});

describe("remapJoinedIds", () => {
  it.each([
    ["each id of the key, sorted again", "old-a,old-c", "0-new-c,new-a"],
    ["one id", "old-b", "new-b"],
    ["parts that are not ids", "UP-red", "UP-red"],
    ["an empty key", "", ""],
  ])("maps %s", (_name, key, expected) => {
    expect(remapJoinedIds(key, ids)).toBe(expected);
  });
});
