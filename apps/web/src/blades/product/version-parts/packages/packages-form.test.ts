import type { ComponentPackage } from "@atelier/domain/product/package.schema";
import { describe, expect, it } from "vitest";
import { newPackage, type PackageRowValues, packageFormRow, packagesAfterSave } from "./packages-form";

function stored(id: string, name: string): ComponentPackage {
  return {
    componentPackageId: id,
    etag: `etag-${id}`,
    name,
    description: "",
    basePriceJson: [],
    packagePriceJson: [],
    customAttributesJson: [],
    archived: false,
    componentGeneratorsCount: 0,
  };
}

describe("packagesAfterSave", () => {
  it("keeps the screen's order, mapping temporary ids to the ids they got", () => {
    const fresh: PackageRowValues = { ...newPackage(), name: "Winter", temporaryId: "tmp-1" };
    const sent = [
      fresh,
      packageFormRow(stored("p1", "Base")),
      { ...packageFormRow(stored("p2", "Old")), archived: true },
    ];
    const result = {
      componentPackages: [stored("p1", "Base"), stored("p9", "Winter")],
      savedIds: [{ temporaryId: "tmp-1", componentPackageId: "p9" }],
    };
    expect(packagesAfterSave(sent, result).map((item) => item.componentPackageId)).toEqual(["p9", "p1"]);
  });

  it("puts packages the screen did not know last", () => {
    const sent = [packageFormRow(stored("p1", "Base"))];
    const result = { componentPackages: [stored("p0", "Added elsewhere"), stored("p1", "Base")] };
    expect(packagesAfterSave(sent, result).map((item) => item.componentPackageId)).toEqual(["p1", "p0"]);
  });
});

describe("newPackage", () => {
  it("is unsaved, named, and carries a temporary id", () => {
    const item = newPackage();
    expect(item.componentPackageId).toBeUndefined();
    expect(item.temporaryId).toMatch(/^tmp-/);
    expect(item.archived).toBe(false);
    expect(newPackage().temporaryId).not.toBe(item.temporaryId);
  });
});
