import type { ProductSummary, VersionSummary } from "@atelier/domain/product/product-list.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import {
  emptyListMessage,
  NONE_IN_SCOPE,
  productsInScope,
  sidebarListQuery,
  versionRows,
} from "./sidebar-product-lists";

function version(code: number, active = false): VersionSummary {
  return { versionId: `v${code}`, code, name: `Version ${code}`, active };
}

function product(name: string, tags: string[] = [], recent?: ProductSummary["recent"]): ProductSummary {
  return {
    productId: name,
    etag: "1",
    name,
    styleCode: name.toUpperCase(),
    description: "",
    mixinOnly: false,
    tags,
    productType: "Standard",
    productStatus: "Production",
    created: "2026-01-01T00:00:00.000Z",
    lastUpdated: "2026-01-01T00:00:00.000Z",
    lastUpdatedBy: null,
    recent,
  };
}

describe("sidebarListQuery", () => {
  it("reads three of the user's own latest products for 'My Recent Products'", () => {
    expect(sidebarListQuery("my-recent", false)).toEqual({
      editedBy: "me",
      orderBy: "lastUpdated",
      take: 3,
      expand: "recentversions",
    });
  });

  it("reads 50 by name for 'All Products', scoped or not", () => {
    expect(sidebarListQuery("all", false)).toEqual({ orderBy: "name", take: 50, expand: "recentversions" });
    expect(sidebarListQuery("all", true)).toEqual(sidebarListQuery("all", false));
  });

  it("widens the recent lists' window when a scope is set", () => {
    expect(sidebarListQuery("recently-modified", false).take).toBe(3);
    expect(sidebarListQuery("recently-modified", true).take).toBe(50);
  });
});

describe("productsInScope", () => {
  const products = [product("a", ["Summer"]), product("b"), product("c", ["summer"]), product("d", ["SUMMER"])];

  it("keeps every product without a scope, up to the list's size", () => {
    expect(productsInScope("recently-modified", products, []).map((p) => p.name)).toEqual(["a", "b", "c"]);
    expect(productsInScope("all", products, [])).toHaveLength(4);
  });

  it("keeps the products carrying a scope tag, whatever its case", () => {
    expect(productsInScope("all", products, ["summer"]).map((p) => p.name)).toEqual(["a", "c", "d"]);
    expect(productsInScope("my-recent", products, ["winter"])).toEqual([]);
  });
});

describe("emptyListMessage", () => {
  it("says what the spec says when there are no products", () => {
    expect(emptyListMessage("my-recent", 0)).toBe(MESSAGES.noEditedProducts);
    expect(emptyListMessage("recently-modified", 0)).toBe(MESSAGES.noProductsYet);
    expect(emptyListMessage("all", 0)).toBe(MESSAGES.noProductsYet);
  });

  it("says the scope hides them when products were loaded", () => {
    expect(emptyListMessage("my-recent", 2)).toBe(NONE_IN_SCOPE);
  });
});

describe("versionRows", () => {
  it("shows nothing without recent versions", () => {
    expect(versionRows(product("a"), true)).toEqual([]);
    expect(versionRows(product("a", [], { latestVersion: null, activeVersions: [] }), true)).toEqual([]);
  });

  it("shows the latest version, labelled active only where active versions show", () => {
    const recent = { latestVersion: version(3, true), activeVersions: [version(3, true)] };
    expect(versionRows(product("a", [], recent), false)).toEqual([
      { version: version(3, true), latest: true, active: false },
    ]);
    expect(versionRows(product("a", [], recent), true)).toEqual([
      { version: version(3, true), latest: true, active: true },
    ]);
  });

  it("adds the other active versions after the latest in 'All Products'", () => {
    const recent = { latestVersion: version(4), activeVersions: [version(2, true)] };
    expect(versionRows(product("a", [], recent), true)).toEqual([
      { version: version(4), latest: true, active: false },
      { version: version(2, true), latest: false, active: true },
    ]);
    expect(versionRows(product("a", [], recent), false)).toHaveLength(1);
  });
});
