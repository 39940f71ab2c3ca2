import { describe, expect, it } from "vitest";
import type { useBlades } from "../../app/workspace/blade-context";
import { componentIds, componentSearch, packageIds, productLinks, ruleIds, versionIds } from "./product-links";

const ids = { productId: "prod", versionId: "ver", componentPackageId: "pkg" };

describe("version item ids", () => {
  it("joins and splits the product and version ids", () => {
    const link = productLinks.editVersion({ productId: "p-1", versionId: "v-2" });
    expect(link).toEqual({ kind: "EditVersion", mode: "edit", itemId: "p-1~v-2" });
    expect(versionIds.decode(link.itemId)).toEqual({ productId: "p-1", versionId: "v-2" });
  });

  it.each([undefined, "", "p-1", "~v-2", "p-1~", "a~b~c"])("refuses %j", (itemId) => {
    expect(versionIds.decode(itemId)).toBeNull();
  });
});

describe("rule item ids", () => {
  it("joins the package's ids, then the rule's id", () => {
    expect(productLinks.componentRules(ids).itemId).toBe("prod~ver~pkg");
    expect(productLinks.newComponentRule(ids)).toEqual({
      kind: "EditComponentGenerator",
      mode: "new",
      itemId: "prod~ver~pkg",
    });
    expect(productLinks.editComponentRule({ ...ids, componentGeneratorId: "gen" }).itemId).toBe("prod~ver~pkg~gen");
  });

  it("reads a package's item id back, and nothing else", () => {
    expect(packageIds.decode("prod~ver~pkg")).toEqual(ids);
    expect(packageIds.decode("prod~ver")).toBeNull();
    expect(packageIds.decode("prod~ver~pkg~gen")).toBeNull();
    expect(packageIds.decode(undefined)).toBeNull();
  });

  it("reads the editor's item id in mode edit: the package and rule", () => {
    expect(ruleIds.decode("prod~ver~pkg~gen")).toEqual({ ...ids, componentGeneratorId: "gen" });
    expect(ruleIds.decode("prod~ver~pkg")).toBeNull();
    expect(ruleIds.decode("prod~ver~~gen")).toBeNull();
  });
});

describe("Components blade item ids", () => {
  it.each([
    ["", "p~v"],
    ["red", "p~v~red"],
    ["a~b", "p~v~a~b"],
  ])("keeps the search %j", (filter, itemId) => {
    expect(productLinks.components({ productId: "p", versionId: "v", filter }).itemId).toBe(itemId);
    expect(componentSearch.decode(itemId)).toEqual(
      filter === "" ? { productId: "p", versionId: "v" } : { productId: "p", versionId: "v", filter },
    );
  });

  it.each([undefined, "", "p", "p~", "~v"])("refuses %j", (itemId) => {
    expect(componentSearch.decode(itemId)).toBeNull();
  });
});

describe("component editor item ids", () => {
  it("joins and splits the three ids", () => {
    const link = productLinks.editThreeComponent({ productId: "p", versionId: "v", componentId: "c" });
    expect(link.kind).toBe("EditThreeComponent");
    expect(componentIds.decode(link.itemId)).toEqual({ productId: "p", versionId: "v", componentId: "c" });
  });

  it.each([undefined, "p~v", "p~v~c~d", "p~~c"])("refuses %j", (itemId) => {
    expect(componentIds.decode(itemId)).toBeNull();
  });
});

describe("typed links", () => {
  it("open only what a link builder made, with the params its kind takes", () => {
    const typeChecks = (open: ReturnType<typeof useBlades>["open"]) => {
      // @ts-expect-error a kind and a hand-written item id are no link
      open("EditVersion", { itemId: "x" });
      // @ts-expect-error nor is an object shaped like one
      open({ kind: "EditVersion", mode: "edit", itemId: "x" });
      // @ts-expect-error a version's link needs the product's id too
      productLinks.editVersion({ versionId: "v" });
      // @ts-expect-error and takes ids, not an item id
      productLinks.editVersion({ itemId: "x" });
      open(productLinks.editVersion({ productId: "p", versionId: "v" }), { parentId: "Products" });
    };
    expect(typeChecks).toBeTypeOf("function");
  });
});
