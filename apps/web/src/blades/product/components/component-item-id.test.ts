import { describe, expect, it } from "vitest";
import { componentItemId, componentsItemId, parseComponentItemId, parseComponentsItemId } from "./component-item-id";

describe("Components blade item ids", () => {
  it.each([
    ["", "p~v"],
    ["red", "p~v~red"],
    ["a~b", "p~v~a~b"],
  ])("keeps the search %j", (filter, itemId) => {
    expect(componentsItemId("p", "v", filter)).toBe(itemId);
    expect(parseComponentsItemId(itemId)).toEqual({ productId: "p", versionId: "v", filter });
  });

  it.each([undefined, "", "p", "p~", "~v"])("refuses %j", (itemId) => {
    expect(parseComponentsItemId(itemId)).toBeNull();
  });
});

describe("component editor item ids", () => {
  it("joins and splits the three ids", () => {
    expect(parseComponentItemId(componentItemId("p", "v", "c"))).toEqual({
      productId: "p",
      versionId: "v",
      componentId: "c",
    });
  });

  it.each([undefined, "p~v", "p~v~c~d", "p~~c"])("refuses %j", (itemId) => {
    expect(parseComponentItemId(itemId)).toBeNull();
  });
});
