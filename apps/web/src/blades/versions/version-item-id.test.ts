import { describe, expect, it } from "vitest";
import { parseVersionItemId, versionItemId } from "./version-item-id";

describe("version item ids", () => {
  it("joins and splits the product and version ids", () => {
    expect(versionItemId("p-1", "v-2")).toBe("p-1~v-2");
    expect(parseVersionItemId(versionItemId("p-1", "v-2"))).toEqual({ productId: "p-1", versionId: "v-2" });
  });

  it.each([undefined, "", "p-1", "~v-2", "p-1~", "a~b~c"])("refuses %j", (itemId) => {
    expect(parseVersionItemId(itemId)).toBeNull();
  });
});
