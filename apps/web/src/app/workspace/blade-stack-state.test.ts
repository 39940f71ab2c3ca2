import { describe, expect, it } from "vitest";
import { closeBlade, openBlade, updateBlade } from "./blade-stack-state";
import type { Blade } from "./blade-types";

const ids = (stack: Blade[]) => stack.map((blade) => blade.id);

describe("blade stack", () => {
  it("appends blades opened without a parent", () => {
    let stack = openBlade([], "Sites").stack;
    stack = openBlade(stack, "EditSite", { mode: "new" }).stack;
    expect(ids(stack)).toEqual(["Sites", "EditSite.new"]);
  });

  it("updates an open singleton in place and closes what was stacked on it when it changes", () => {
    let stack = openBlade([], "Products").stack;
    stack = openBlade(stack, "EditProduct", { mode: "edit", itemId: "1", parentId: "Products" }).stack;
    stack = openBlade(stack, "WhatsNew").stack;
    const again = openBlade(stack, "Products");
    expect(ids(again.stack)).toEqual(["Products", "EditProduct.1", "WhatsNew"]);
    expect(again.openedId).toBe("Products");
  });

  it("opens a singleton kind to pick as a blade of its own, leaving the open one and its children", () => {
    let stack = openBlade([], "Products").stack;
    stack = openBlade(stack, "EditProduct", { mode: "edit", itemId: "1", parentId: "Products" }).stack;
    const picked = openBlade(stack, "Products", { mode: "pick", parentId: "EditProduct.1" });
    expect(ids(picked.stack)).toEqual(["Products", "EditProduct.1", "Products.pick"]);
    expect(picked.openedId).toBe("Products.pick");
    expect(ids(openBlade(picked.stack, "Products").stack)).toEqual(ids(picked.stack));
    expect(ids(closeBlade(picked.stack, "Products.pick"))).toEqual(["Products", "EditProduct.1"]);
  });

  it("replaces the blades stacked on a parent when another is opened on it", () => {
    let stack = openBlade([], "ComponentTypes").stack;
    stack = openBlade(stack, "EditComponentType", { mode: "edit", itemId: "a", parentId: "ComponentTypes" }).stack;
    stack = openBlade(stack, "Log", { mode: "edit", itemId: "x", parentId: "EditComponentType.a" }).stack;
    stack = openBlade(stack, "Sites").stack;
    const result = openBlade(stack, "EditComponentType", { mode: "edit", itemId: "b", parentId: "ComponentTypes" });
    expect(ids(result.stack)).toEqual(["ComponentTypes", "EditComponentType.b", "Sites"]);
    expect(result.openedId).toBe("EditComponentType.b");
  });

  it("closes a blade with everything stacked on it, recursively", () => {
    let stack = openBlade([], "ComponentTypes").stack;
    stack = openBlade(stack, "EditComponentType", { mode: "edit", itemId: "a", parentId: "ComponentTypes" }).stack;
    stack = openBlade(stack, "Log", { mode: "edit", itemId: "x", parentId: "EditComponentType.a" }).stack;
    stack = openBlade(stack, "Sites").stack;
    expect(ids(closeBlade(stack, "ComponentTypes"))).toEqual(["Sites"]);
    expect(ids(closeBlade(stack, "Log.x"))).toEqual(["ComponentTypes", "EditComponentType.a", "Sites"]);
  });

  it("ignores a parent that is not open", () => {
    const result = openBlade([], "EditSite", { mode: "edit", itemId: "1", parentId: "Gone" });
    expect(result.stack).toEqual([{ id: "EditSite.1", kind: "EditSite", mode: "edit", itemId: "1" }]);
  });

  it("changes size and fullscreen, dropping the kind's default size", () => {
    let stack = openBlade([], "Sites").stack;
    stack = updateBlade(stack, "Sites", { size: "xlarge", fullscreen: true });
    expect(stack[0]).toMatchObject({ size: "xlarge", fullscreen: true });
    stack = updateBlade(stack, "Sites", { size: "medium", fullscreen: false });
    expect(stack[0]).toEqual({ id: "Sites", kind: "Sites", mode: "list" });
  });
});
