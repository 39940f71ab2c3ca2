import { ComponentPackageInput } from "@atelier/domain/product/package.schema";
import { RULE_TYPES } from "@atelier/domain/product/rule.schema";
import { VersionUpdateInput, VIEW_TYPES } from "@atelier/domain/product/version.schema";
import { parseRule } from "@atelier/domain/rules/parse";
import { describe, expect, it } from "vitest";
import { DEMO_CATALOGUE } from "./demo-catalogue";
import { DEMO_VERSION_CONTENT } from "./demo-version-content";

const demoVersions = Object.entries(DEMO_VERSION_CONTENT).flatMap(([styleCode, byCode]) =>
  Object.entries(byCode).map(([code, demo]) => ({ styleCode, code: Number(code), ...demo })),
);
const contents = demoVersions.map((demo) => VersionUpdateInput.parse({ ...demo.content, etag: "demo" }));
const rules = contents.flatMap((content) => content.rulesJson);

describe("demo version content", () => {
  it("belongs to versions of the demo catalogue and passes the version and package schemas", () => {
    for (const demo of demoVersions) {
      const product = DEMO_CATALOGUE.find((item) => item.styleCode === demo.styleCode);
      expect(product?.versions.length ?? 0).toBeGreaterThanOrEqual(demo.code);
      for (const item of demo.packages ?? []) ComponentPackageInput.parse({ ...item, temporaryId: "t" });
    }
  });

  it("holds every rule type, and two or more coded rules that parse without errors", () => {
    expect(new Set(rules.map((rule) => rule.type))).toEqual(new Set(RULE_TYPES));
    const coded = rules.filter((rule) => rule.type === "Coded");
    const distinct = new Set(coded.map((rule) => rule.code));
    expect(distinct.size).toBeGreaterThanOrEqual(2);
    for (const code of distinct) expect(parseRule(code ?? "").errors).toEqual([]);
  });

  it("holds views of every type with variants, groups, prices in several currencies, and packages", () => {
    const views = contents.flatMap((content) => content.imageViews);
    expect(new Set(views.map((item) => item.viewType))).toEqual(new Set(VIEW_TYPES));
    expect(views.some((item) => item.variants.length > 0)).toBe(true);
    expect(contents.every((content) => content.componentGroups.length > 0)).toBe(true);
    const currencies = new Set(contents.flatMap((content) => content.priceJson.map((entry) => entry.currencyCode)));
    expect(currencies.size).toBeGreaterThanOrEqual(2);
    const packageCounts = demoVersions.map((demo) => demo.packages?.length ?? 0).filter((count) => count > 0);
    expect(packageCounts.length).toBeGreaterThanOrEqual(2);
    for (const count of packageCounts) expect(count).toBeGreaterThanOrEqual(2);
  });
});
