import { describe, expect, it } from "vitest";
import { idsCodec, idsWithTailCodec, joinItemId, splitItemId } from "./item-id";

describe("joinItemId and splitItemId", () => {
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

describe("idsCodec", () => {
  const codec = idsCodec("productId", "versionId");

  it("encodes the params in the order of their fields and decodes them back", () => {
    expect(codec.encode({ versionId: "v-2", productId: "p-1" })).toBe("p-1~v-2");
    expect(codec.decode("p-1~v-2")).toEqual({ productId: "p-1", versionId: "v-2" });
  });

  it.each([undefined, "", "p-1", "~v-2", "p-1~", "a~b~c"])("refuses %j", (itemId) => {
    expect(codec.decode(itemId)).toBeNull();
  });
});

describe("idsWithTailCodec", () => {
  const codec = idsWithTailCodec(["productId", "versionId"], "filter");

  it.each([
    [undefined, "p~v"],
    ["", "p~v"],
    ["red", "p~v~red"],
    ["a~b", "p~v~a~b"],
  ])("keeps the tail %j, which may hold the separator", (filter, itemId) => {
    expect(codec.encode({ productId: "p", versionId: "v", filter })).toBe(itemId);
  });

  it("decodes the ids and the tail, when there is one", () => {
    expect(codec.decode("p~v")).toEqual({ productId: "p", versionId: "v" });
    expect(codec.decode("p~v~a~b")).toEqual({ productId: "p", versionId: "v", filter: "a~b" });
  });

  it.each([undefined, "", "p", "p~", "~v"])("refuses %j", (itemId) => {
    expect(codec.decode(itemId)).toBeNull();
  });
});
