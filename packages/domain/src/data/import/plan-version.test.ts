import { describe, expect, it } from "vitest";
import type { DataImportRefusal } from "../data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";
import type { PlannedItem } from "./plan-item";
import { type CurrentVersion, planVersion, readVersion, type VersionPlanContext } from "./plan-version";

const product = (outcome: PlannedItem["item"]["outcome"], targetId: string | null = "prod-1"): PlannedItem => ({
  item: { index: 0, kind: "product", code: "SNK", outcome, changes: [], refusals: [] },
  targetId,
  after: null,
});

const group = {
  componentGroupId: "g-1",
  name: "Upper",
  componentPlacements: [{ componentPlacementId: "pl-1", componentPlacement: { name: "Toe", code: "TOE" } }],
};
const gift = { name: "Gift box", description: "", basePriceJson: [], packagePriceJson: [], customAttributesJson: [] };
const plain = { ...gift, name: "Plain" };

/** The active version as stored: the group without its placement's name, the packages in screen order. */
const active = (fields: Record<string, unknown> = {}): CurrentVersion => ({
  id: "v-1",
  etag: "e-1",
  fields: {
    name: "Spring",
    componentGroups: [{ ...group, componentPlacements: [{ componentPlacementId: "pl-1" }] }],
    ...fields,
  },
  packages: [gift, plain],
});

/** An exported version entry, as GET version answers it (server-set fields included). */
const entry = (version: Record<string, unknown> = {}, componentPackages?: unknown[]) => ({
  version: {
    versionId: "file-v",
    code: 3,
    productId: "file-p",
    name: "Spring",
    componentGroups: [group],
    active: true,
    ...version,
  },
  ...(componentPackages ? { componentPackages } : {}),
});

const exportedPackage = (fields: Record<string, unknown>) => ({
  componentPackageId: "file-pkg",
  etag: "x",
  archived: false,
  componentGeneratorsCount: 2,
  ...fields,
});

function context(extra: Partial<VersionPlanContext> = {}): VersionPlanContext {
  return {
    product: product("unchanged"),
    active: active(),
    inactive: [],
    check: () => [],
    activeBefore: undefined,
    newId: () => "new-v",
    ...extra,
  };
}

const plan = (raw: unknown, extra: Partial<VersionPlanContext> = {}) =>
  planVersion({ index: 2, code: "SNK" }, readVersion(raw), context(extra));

describe("planVersion", () => {
  it("is unchanged when the content and the packages (by name, any order) are the active version's", () => {
    const planned = plan(entry({}, [exportedPackage(plain), exportedPackage(gift)]));
    expect(planned).toEqual({
      item: { index: 2, kind: "version", code: "SNK", outcome: "unchanged", changes: [], refusals: [] },
      targetId: "v-1",
      after: null,
    });
    expect(plan(entry({ active: false })).item.outcome).toBe("unchanged");
  });

  it("adds a changed version, showing the changed fields against the active one", () => {
    const planned = plan(entry({ name: "Summer" }, [exportedPackage(gift)]));
    expect(planned.item.outcome).toBe("added");
    expect(planned.item.changes).toEqual([
      { field: "name", before: "Spring", after: "Summer" },
      { field: "componentPackages", before: [gift, plain], after: [gift] },
    ]);
    expect(planned.targetId).toBe("new-v");
    expect(planned.after).toMatchObject({
      productId: "prod-1",
      baseVersionId: "v-1",
      baseEtag: "e-1",
      active: true,
      packages: [gift],
      fields: { name: "Summer" },
    });
  });

  it("keeps the packages out of the comparison when the export has none, and shows an inactive one as such", () => {
    const planned = plan(entry({ name: "Summer", active: false }));
    expect(planned.item.changes.map((change) => change.field)).toEqual(["name", "active"]);
    expect(planned.item.changes[1]).toEqual({ field: "active", before: true, after: false });
    expect(planned.after).toMatchObject({ packages: null, active: false });
  });

  it("adds every version of a product that has no active version, showing the fields not at their default", () => {
    const planned = plan(entry({ description: "" }, [exportedPackage(gift)]), {
      active: undefined,
      product: product("added", "new-p"),
    });
    expect(planned.item.outcome).toBe("added");
    expect(planned.item.changes.map((change) => change.field)).toEqual([
      "name",
      "componentGroups",
      "componentPackages",
      "active",
    ]);
    expect(planned.after).toMatchObject({ productId: "new-p", baseVersionId: null, baseEtag: null });
  });

  it("refuses the versions of a refused product", () => {
    expect(plan(entry(), { product: product("refused", null) }).item.refusals).toEqual([
      { field: "", reason: M.productRefused },
    ]);
  });

  it("refuses per field what fails the version editor's schema, and an entry that is not an object", () => {
    const planned = plan(entry({ name: 7, imageViews: [{ frameLow: -1 }] }, [exportedPackage({ name: "" })]));
    expect(planned.item.refusals.map((refusal) => refusal.field)).toEqual([
      "name",
      "imageViews.0.frameLow",
      "componentPackages.0.name",
    ]);
    expect(plan({ versionId: "x" }).item.refusals).toEqual([{ field: "", reason: M.notAnObject }]);
    expect(plan("text").item.outcome).toBe("refused");
  });

  it("refuses what the save's own checks refuse, and a second active version of the product", () => {
    const unknown: DataImportRefusal = {
      field: "componentGroups.0.componentPlacements.0.componentPlacementId",
      reason: "Not found.",
    };
    const checked = plan(entry({ name: "Other" }), { check: () => [unknown] });
    expect(checked.item.refusals).toEqual([unknown]);
    const second = plan(entry({ name: "Other" }), { activeBefore: 0 });
    expect(second.item.refusals).toEqual([{ field: "active", reason: M.secondActiveVersion(0) }]);
    expect(plan(entry({ name: "Other", active: false }), { activeBefore: 0 }).item.outcome).toBe("added");
  });

  describe("against the product's inactive versions", () => {
    /** An inactive version here holding the file's content: named Autumn, with the gift box only. */
    const autumn: CurrentVersion = { ...active({ name: "Autumn" }), id: "v-2", etag: "e-2", packages: [gift] };
    const autumnEntry = (version: Record<string, unknown> = {}) =>
      entry({ name: "Autumn", ...version }, [exportedPackage(gift)]);

    it("is unchanged when the file's inactive version equals an inactive one, whose id it names", () => {
      const planned = plan(autumnEntry({ active: false }), { inactive: [autumn] });
      expect(planned).toEqual({
        item: { index: 2, kind: "version", code: "SNK", outcome: "unchanged", changes: [], refusals: [] },
        targetId: "v-2",
        after: null,
      });
    });

    it("activates the equal inactive version when the file marks it active", () => {
      const planned = plan(autumnEntry(), { inactive: [autumn] });
      expect(planned).toEqual({
        item: {
          index: 2,
          kind: "version",
          code: "SNK",
          outcome: "changed",
          changes: [{ field: "active", before: false, after: true }],
          refusals: [],
        },
        targetId: "v-2",
        after: { productId: "prod-1", baseVersionId: "v-1", baseEtag: "e-1", etag: "e-2" },
      });
      const alone = plan(autumnEntry(), { active: undefined, inactive: [autumn] });
      expect(alone.after).toEqual({ productId: "prod-1", baseVersionId: null, baseEtag: null, etag: "e-2" });
    });

    it("answers the active version first when both are equal, and adds a version equal to none", () => {
      const twin: CurrentVersion = { ...active(), id: "v-3", etag: "e-3" };
      expect(plan(entry({}, [exportedPackage(gift), exportedPackage(plain)]), { inactive: [twin] }).targetId).toBe(
        "v-1",
      );
      const other = plan(autumnEntry({ active: false, description: "New" }), { inactive: [autumn] });
      expect(other.item.outcome).toBe("added");
      expect(other.after).toMatchObject({ baseVersionId: "v-1", active: false });
      const morePackages = plan(entry({ name: "Autumn", active: false }, [exportedPackage(plain)]), {
        inactive: [autumn],
      });
      expect(morePackages.item.outcome).toBe("added");
    });

    it("still refuses a second active version of the product before looking for an equal one", () => {
      const planned = plan(autumnEntry(), { inactive: [autumn], activeBefore: 0 });
      expect(planned.item.refusals).toEqual([{ field: "active", reason: M.secondActiveVersion(0) }]);
    });
  });

  it("leaves archived packages out", () => {
    const planned = plan(
      entry({}, [
        exportedPackage(gift),
        exportedPackage(plain),
        exportedPackage({ ...plain, name: "Old", archived: true }),
      ]),
    );
    expect(planned.item.outcome).toBe("unchanged");
  });
});
