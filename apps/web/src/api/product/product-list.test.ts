import { describe, expect, it } from "vitest";
import { queryString } from "../http";
import { productKeys, productListParams } from "./product-list";

describe("productListParams", () => {
  it("keeps only the parameters that are set", () => {
    expect(productListParams({})).toEqual({});
    expect(productListParams({ orderBy: "name", take: 50, expand: "recentversions" })).toEqual({
      orderBy: "name",
      take: "50",
      expand: "recentversions",
    });
  });

  it("asks for the user's own products with editedBy=me", () => {
    const params = productListParams({ editedBy: "me", orderBy: "lastUpdated", take: 3 });
    expect(queryString(params)).toBe("?orderBy=lastUpdated&take=3&editedBy=me");
  });
});

describe("queryString", () => {
  it("is empty without parameters and leaves undefined ones out", () => {
    expect(queryString()).toBe("");
    expect(queryString({ a: undefined })).toBe("");
    expect(queryString({ a: "x y", b: 2, c: undefined })).toBe("?a=x+y&b=2");
  });
});

describe("productKeys", () => {
  it("nests lists and tags under the resource, and a list under lists", () => {
    expect(productKeys.list({ take: 3 }).slice(0, 2)).toEqual(productKeys.lists());
    expect(productKeys.tags()[0]).toBe(productKeys.all[0]);
    expect(productKeys.list({ take: 3, orderBy: "name" })).toEqual(productKeys.list({ orderBy: "name", take: 3 }));
  });

  it("nests a product's detail under details, apart from the lists", () => {
    expect(productKeys.detail("p1").slice(0, 2)).toEqual(productKeys.details());
    expect(productKeys.detail("p1")).not.toEqual(productKeys.detail("p2"));
    expect(productKeys.details()).not.toEqual(productKeys.lists());
  });
});
