import { describe, expect, it } from "vitest";
import { packageItemId, parsePackageItemId, parseRuleItemId, ruleItemId } from "./rule-item-id";

const ids = { productId: "prod", versionId: "ver", componentPackageId: "pkg" };

describe("rule item ids", () => {
  it("joins the package's ids, then the rule's id", () => {
    expect(packageItemId(ids)).toBe("prod~ver~pkg");
    expect(ruleItemId(ids, "gen")).toBe("prod~ver~pkg~gen");
  });

  it("reads a package's item id back, and nothing else", () => {
    expect(parsePackageItemId("prod~ver~pkg")).toEqual(ids);
    expect(parsePackageItemId("prod~ver")).toBeNull();
    expect(parsePackageItemId("prod~ver~pkg~gen")).toBeNull();
    expect(parsePackageItemId(undefined)).toBeNull();
  });

  it("reads the editor's item id: the package in mode new, the package and rule in mode edit", () => {
    expect(parseRuleItemId("prod~ver~pkg", false)).toEqual({ ids, componentGeneratorId: undefined });
    expect(parseRuleItemId("prod~ver~pkg~gen", true)).toEqual({ ids, componentGeneratorId: "gen" });
    expect(parseRuleItemId("prod~ver~pkg", true)).toBeNull();
    expect(parseRuleItemId("prod~ver~~gen", true)).toBeNull();
  });
});
