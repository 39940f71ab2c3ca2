import { describe, expect, it } from "vitest";
import { invalidIndexes, partKey, withKeys } from "./part-keys";

describe("partKey", () => {
  it("prefers the saved id over the temporary one", () => {
    expect(partKey("g1", { temporaryId: "tmp-1" })).toBe("g1");
    expect(partKey(undefined, { temporaryId: "tmp-1" })).toBe("tmp-1");
  });
});

describe("withKeys", () => {
  it("gives a temporary id only to items with no id at all", () => {
    const items = [{ id: "g1" }, { id: undefined, temporaryId: "tmp-1" }, { id: undefined }];
    const keyed = withKeys(items, (item) => item.id);
    expect(keyed[0]).toBe(items[0]);
    expect(keyed[1]).toBe(items[1]);
    expect(keyed[2]?.temporaryId).toMatch(/^tmp-[0-9a-f]{24}$/);
  });
});

describe("invalidIndexes", () => {
  it("lists the positions holding errors, ignoring the array's own message", () => {
    const errors = Object.assign([], {
      1: { name: { message: "Group name is required." } },
      3: { code: { message: "x" } },
      root: { message: "too many" },
    });
    expect(invalidIndexes(errors)).toEqual([1, 3]);
    expect(invalidIndexes(undefined)).toEqual([]);
  });
});
