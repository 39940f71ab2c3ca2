import { describe, expect, it } from "vitest";
import { resourceLink } from "./resource-link";

describe("resourceLink", () => {
  it.each([
    ["product/p-1", { kind: "EditProduct", mode: "edit", itemId: "p-1" }],
    ["product/p-1/version/v-2", { kind: "EditVersion", mode: "edit", itemId: "p-1~v-2" }],
    ["product/p-1/version/v-2/package/k-3", { kind: "EditPackages", mode: "edit", itemId: "p-1~v-2" }],
    [
      "product/p-1/version/v-2/package/k-3/generator/g-4",
      { kind: "EditComponentGenerator", mode: "edit", itemId: "p-1~v-2~k-3~g-4" },
    ],
    ["product/p-1/version/v-2/component/c-5", { kind: "EditComponent", mode: "edit", itemId: "p-1~v-2~c-5" }],
    ["componentoption/o-1", { kind: "EditComponentOption", mode: "edit", itemId: "o-1" }],
    ["componentoptiondefinition/d-1", { kind: "EditComponentOptionDefinition", mode: "edit", itemId: "d-1" }],
    ["componenttype/t-1", { kind: "EditComponentType", mode: "edit", itemId: "t-1" }],
    ["componentplacement/cp-1", { kind: "EditComponentPlacement", mode: "edit", itemId: "cp-1" }],
    ["site/s-1", { kind: "EditSite", mode: "edit", itemId: "s-1" }],
    ["dimension/d-1", { kind: "EditDimension", mode: "edit", itemId: "d-1" }],
    ["company/c-1/user/ada@example.com", { kind: "EditAccountUser", mode: "edit", itemId: "ada@example.com" }],
    ["company/c-1/apikey/k-1", { kind: "EditAccountKey", mode: "edit", itemId: "k-1" }],
    ["company/c-1/storefrontkey/s-1", { kind: "EditStorefrontKey", mode: "edit", itemId: "s-1" }],
    ["company/c-1/settings", { kind: "EditRecipeSettings", mode: "edit" }],
    ["company/c-1/data", { kind: "EditGlobalData", mode: "edit" }],
    ["app/a-1", { kind: "EditApplet", mode: "edit", itemId: "a-1" }],
  ])("opens %s in its editor", (path, link) => {
    expect(resourceLink(path)).toEqual(link);
  });

  it("decodes the ids and ignores slashes around the path", () => {
    expect(resourceLink("/site/a%20b/")).toEqual({ kind: "EditSite", mode: "edit", itemId: "a b" });
  });

  it.each([
    "",
    "product",
    "product/",
    "product//version/v",
    "product/p-1/version",
    "product/p-1/unknown/x",
    "company/c-1",
    "recipe/r-1",
    "site/%E0%A4%A",
  ])("answers null for %j, which no editor shows", (path) => {
    expect(resourceLink(path)).toBeNull();
  });
});
