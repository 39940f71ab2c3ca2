import { describe, expect, it } from "vitest";
import { joinItemId, parseVersionItemId, splitItemId, versionItemId } from "./version-item-id";

describe("version item ids", () => {
  it("joins and splits the product and version ids", () => {
    expect(versionItemId("p-1", "v-2")).toBe("p-1~v-2");
    expect(parseVersionItemId(versionItemId("p-1", "v-2"))).toEqual({ productId: "p-1", versionId: "v-2" });
  });

  it.each([undefined, "", "p-1", "~v-2", "p-1~", "a~b~c"])("refuses %j", (itemId) => {
    expect(parseVersionItemId(itemId)).toBeNull();
  });
});

describe("deeper item ids", () => {
  it("joins and splits any number of ids", () => {
    expect(splitItemId(joinItemId("p", "v", "pkg", "rule"), 4)).toEqual(["p", "v", "pkg", "rule"]);
  });

  it.each([
    [undefined, 3],
    ["p~v", 3],
    ["p~v~c~d", 3],
    ["p~~c", 3],
  ] as const)("refuses %j as %i ids", (itemId, count) => {
    expect(splitItemId(itemId, count)).toBeNull();
  });
});
