import { describe, expect, it } from "vitest";
import { lastStackedBladeId } from "./last-stacked-blade";

describe("lastStackedBladeId", () => {
  it("is the blade itself when nothing is stacked on it", () => {
    expect(lastStackedBladeId([{ id: "Products" }, { id: "ComponentOptions" }], "ComponentOptions")).toBe(
      "ComponentOptions",
    );
  });

  it("is the last of the blades stacked on it, however deep, ignoring other stacks", () => {
    const stack = [
      { id: "ComponentOptions" },
      { id: "EditComponentOption.new", parentId: "ComponentOptions" },
      { id: "EditComponentOption.new#2", parentId: "EditComponentOption.new" },
      { id: "Products" },
      { id: "EditProduct.1", parentId: "Products" },
    ];
    expect(lastStackedBladeId(stack, "ComponentOptions")).toBe("EditComponentOption.new#2");
    expect(lastStackedBladeId(stack, "Products")).toBe("EditProduct.1");
  });
});
