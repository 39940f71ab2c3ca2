import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import type { Component, ComponentList } from "@atelier/domain/product/component.schema";
import type { ComponentRuleList } from "@atelier/domain/product/component-rule.schema";
import type { ProductExportDocument } from "@atelier/domain/product/export.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Version, VersionList } from "@atelier/domain/product/version.schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRuleWithComponents } from "../../../../test/catalogue-factories";
import { createProduct, createVersion } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { componentGenerators } from "../../../db/schema/component-generators";
import { components } from "../../../db/schema/components";
import { createPlacementFor, fullVersionInput, newPackagesInput } from "../../product/version/version.fixtures";
import { VERSION_MESSAGES } from "../../product/version/version.messages";
import { applyFeed, dryRun, type ImportScene, importScene } from "./data-import.fixtures";

const t = useTestApp();

/** A product whose active version 1 has every field set (a placement in a group and a view) and two packages. */
async function seeded(scene: ImportScene) {
  const product = await createProduct(t.db, scene.company, { name: "Court Sneaker", styleCode: "RT-SNK" });
  const v1 = await createVersion(t.db, product, 1, { name: "Launch", active: true });
  const placementId = await createPlacementFor(t.db, scene.company);
  const base = `product/${product.id}/version/${v1.id}`;
  expect((await scene.admin.put(base, fullVersionInput(v1.etag, placementId))).status).toBe(200);
  const saved = await scene.admin.put(`${base}/package`, newPackagesInput());
  expect(saved.status).toBe(200);
  return { product, v1, base, placementId, packages: (saved.body as ComponentPackageList).componentPackages };
}

const exportFull = async (scene: ImportScene, productId: string, dependenciesType: "None" | "Packages") =>
  (await scene.admin.post("product/export/full", { ids: [productId], dependenciesType })).body as ProductExportDocument;

const exportOne = async (scene: ImportScene, productId: string, versionId: string, kind: string) =>
  (await scene.admin.get(`product/${productId}/export?versionId=${versionId}&kind=${kind}`))
    .body as ProductExportDocument;

/** The document with its first version's fields changed. */
function withVersion(document: ProductExportDocument, fields: Record<string, unknown>): ProductExportDocument {
  const [first] = document.products;
  const [entry] = first?.versions ?? [];
  if (!first || !entry) throw new Error("the export has no version");
  return { ...document, products: [{ ...first, versions: [{ ...entry, version: { ...entry.version, ...fields } }] }] };
}

const versionsOf = async (scene: ImportScene, productId: string) =>
  ((await scene.admin.get(`product/${productId}/version`)).body as VersionList).versions;

const packagesOf = async (scene: ImportScene, productId: string, versionId: string) =>
  ((await scene.admin.get(`product/${productId}/version/${versionId}/package`)).body as ComponentPackageList)
    .componentPackages;

const packageNames = async (scene: ImportScene, productId: string, versionId: string) =>
  (await packagesOf(scene, productId, versionId)).map((item) => item.name);

/** The seeded product with a rule (one component) on the active version's gift box, and an applied import that
 * added a renamed active version: the rule and its component were copied to the new version's gift box. */
async function importedWithRule(scene: ImportScene) {
  const { product, v1, placementId, packages } = await seeded(scene);
  const gift = packages.find((item) => item.name === "Gift box")?.componentPackageId ?? "";
  const ids = { productId: product.id, versionId: v1.id, packageId: gift, placementId };
  await createRuleWithComponents(t.db, scene.company, ids, [{ code: "GIFT-RED" }]);
  const feed = await dryRun(scene, withVersion(await exportFull(scene, product.id, "Packages"), { name: "Renamed" }));
  const applied = await applyFeed(scene, feed);
  const added = (await versionsOf(scene, product.id))[1]?.versionId ?? "";
  const copiedGift = (await packagesOf(scene, product.id, added)).find((item) => item.name === "Gift box");
  const base = `product/${product.id}/version/${added}`;
  return { product, v1, applied, added, base, giftPath: `${base}/package/${copiedGift?.componentPackageId}` };
}

const undo = (scene: ImportScene, feed: DataImport) =>
  scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: feed.etag });

const errorsOf = (feed: DataImport) => feed.log.filter((line) => line.level === "error").map((line) => line.text);

describe("importing the versions of a product export", () => {
  it("finds the version of every export kind unchanged in the company it came from", async () => {
    const scene = await importScene(t);
    const { product, v1 } = await seeded(scene);
    const documents = [
      await exportFull(scene, product.id, "Packages"),
      await exportFull(scene, product.id, "None"),
      await exportOne(scene, product.id, v1.id, "Product"),
      await exportOne(scene, product.id, v1.id, "ProductWithPackages"),
    ];
    for (const document of documents) {
      const feed = await dryRun(scene, JSON.stringify(document, null, 4));
      expect(feed).toMatchObject({ status: "Success", canApply: false });
      expect(feed.summary?.product).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });
      expect(feed.summary?.version).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });
    }
  });

  it("adds a renamed version with its packages, active as the file says; undo removes it and activates the old one", async () => {
    const scene = await importScene(t);
    const { product, v1, placementId, packages } = await seeded(scene);
    const gift = packages.find((item) => item.name === "Gift box")?.componentPackageId ?? "";
    const ids = { productId: product.id, versionId: v1.id, packageId: gift, placementId };
    await createRuleWithComponents(t.db, scene.company, ids, [{ code: "GIFT-RED" }]);
    const document = withVersion(await exportFull(scene, product.id, "Packages"), { name: "Renamed" });
    const feed = await dryRun(scene, document);
    expect(feed.summary?.version).toEqual({ added: 1, changed: 0, unchanged: 0, refused: 0 });
    const { items } = await scene.items(feed.dataImportId, "kind=version");
    expect(items).toEqual([
      {
        index: 0,
        kind: "version",
        code: "RT-SNK",
        outcome: "added",
        changes: [{ field: "name", before: "Summer drop", after: "Renamed" }],
        refusals: [],
      },
    ]);
    const applied = await applyFeed(scene, feed);
    expect(applied.stage).toBe("Applied");
    const versions = await versionsOf(scene, product.id);
    expect(versions).toMatchObject([
      { versionId: v1.id, code: 1, active: false },
      { code: 2, name: "Renamed", active: true, parentVersionId: v1.id },
    ]);
    const added = versions[1]?.versionId ?? "";
    const [before, after] = await Promise.all(
      [v1.id, added].map(async (id) => (await scene.admin.get(`product/${product.id}/version/${id}`)).body as Version),
    );
    expect({ ...after, name: before?.name }).toMatchObject({
      componentGroups: before?.componentGroups,
      imageViews: before?.imageViews,
      rulesJson: before?.rulesJson,
      imageMappingSource: before?.imageMappingSource,
    });
    const copied = await packagesOf(scene, product.id, added);
    expect(copied.map((item) => [item.name, item.componentGeneratorsCount])).toEqual([
      ["Premium laces", 0],
      ["Gift box", 1],
    ]);
    const again = await dryRun(scene, document);
    expect(again.summary?.version).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });

    const undone = await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag });
    expect(undone.status).toBe(200);
    expect(await versionsOf(scene, product.id)).toMatchObject([{ versionId: v1.id, code: 1, active: true }]);
  });

  it("adds an inactive version beside the active one, with its packages when the export has none; undo is refused once it is edited", async () => {
    const scene = await importScene(t);
    const { product, v1 } = await seeded(scene);
    const document = withVersion(await exportOne(scene, product.id, v1.id, "Product"), {
      name: "Draft",
      active: false,
    });
    const feed = await dryRun(scene, document);
    const { items } = await scene.items(feed.dataImportId, "kind=version");
    expect(items[0]?.changes).toEqual([
      { field: "name", before: "Summer drop", after: "Draft" },
      { field: "active", before: true, after: false },
    ]);
    const applied = await applyFeed(scene, feed);
    const versions = await versionsOf(scene, product.id);
    expect(versions).toMatchObject([
      { code: 1, active: true },
      { code: 2, name: "Draft", active: false },
    ]);
    const added = (await scene.admin.get(`product/${product.id}/version/${versions[1]?.versionId}`)).body as Version;
    expect(await packageNames(scene, product.id, added.versionId)).toEqual(["Premium laces", "Gift box"]);
    const edited = await scene.admin.put(`product/${product.id}/version/${added.versionId}`, {
      ...added,
      name: "Edited later",
    });
    expect(edited.status).toBe(200);
    const refused = await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: M.undoStale(["RT-SNK"]) });
    expect(await versionsOf(scene, product.id)).toHaveLength(2);
  });

  it("refuses per field a placement the company does not have and a coded rule that does not parse", async () => {
    const scene = await importScene(t);
    const { product } = await seeded(scene);
    const exported = await exportFull(scene, product.id, "Packages");
    const group = exported.products[0]?.versions[0]?.version.componentGroups[0];
    const document = withVersion(exported, {
      componentGroups: [{ ...group, componentPlacements: [{ componentPlacementId: "gone" }] }],
      rulesJson: [{ id: "r1", type: "Coded", code: "IF" }],
    });
    const feed = await dryRun(scene, document);
    expect(feed.summary?.version).toEqual({ added: 0, changed: 0, unchanged: 0, refused: 1 });
    const { items } = await scene.items(feed.dataImportId, "outcome=refused");
    expect(items[0]?.refusals).toContainEqual({
      field: "componentGroups.0.componentPlacements.0.componentPlacementId",
      reason: VERSION_MESSAGES.placementNotFound,
    });
    expect(items[0]?.refusals.map((refusal) => refusal.field)).toContain("rulesJson.0.code");
    expect(feed.log.map((line) => line.text).join("\n")).toContain("Refused version of RT-SNK");
  });

  it("refuses the apply when the active version changed after the dry run, leaving everything as it was", async () => {
    const scene = await importScene(t);
    const { product, base } = await seeded(scene);
    const feed = await dryRun(scene, withVersion(await exportFull(scene, product.id, "Packages"), { name: "Late" }));
    const current = (await scene.admin.get(base)).body as Version;
    expect((await scene.admin.put(base, { ...current, description: "Edited meanwhile" })).status).toBe(200);
    const failed = await applyFeed(scene, feed);
    expect(failed).toMatchObject({ status: "Exception", stage: "Planned" });
    expect(errorsOf(failed)).toEqual([M.applyStale(["RT-SNK"])]);
    expect(await versionsOf(scene, product.id)).toHaveLength(1);
  });

  it("adds a new product's versions and refuses the versions of a refused product", async () => {
    const scene = await importScene(t);
    const feed = await dryRun(scene, {
      format: "atelier.products",
      formatVersion: 1,
      products: [
        { product: { name: "New", styleCode: "RT-NEW" }, versions: [{ version: { name: "One", active: true } }] },
        { product: { name: "", styleCode: "RT-BAD" }, versions: [{ version: { name: "Two" } }] },
        { product: { name: "Odd", styleCode: "RT-ODD" }, versions: ["text"] },
      ],
    });
    expect(feed.summary?.version).toEqual({ added: 1, changed: 0, unchanged: 0, refused: 2 });
    const { items } = await scene.items(feed.dataImportId, "kind=version");
    expect(items.map((item) => [item.index, item.code, item.outcome, item.refusals])).toEqual([
      [0, "RT-NEW", "added", []],
      [1, "RT-BAD", "refused", [{ field: "", reason: M.productRefused }]],
      [2, "RT-ODD", "refused", [{ field: "", reason: M.notAnObject }]],
    ]);
  });

  it("finds an exported inactive version unchanged once imported, so importing the file again adds nothing", async () => {
    const scene = await importScene(t);
    const { product, v1 } = await seeded(scene);
    const document = withVersion(await exportOne(scene, product.id, v1.id, "ProductWithPackages"), {
      name: "Draft",
      active: false,
    });
    const first = await dryRun(scene, document);
    expect(first.summary?.version).toEqual({ added: 1, changed: 0, unchanged: 0, refused: 0 });
    await applyFeed(scene, first);
    const versions = await versionsOf(scene, product.id);
    expect(versions).toMatchObject([
      { code: 1, active: true },
      { code: 2, name: "Draft", active: false },
    ]);
    const again = await dryRun(scene, document);
    expect(again).toMatchObject({ status: "Success", canApply: false });
    expect(again.summary?.version).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });
    const draft = versions[1]?.versionId ?? "";
    const exported = await dryRun(scene, await exportOne(scene, product.id, draft, "ProductWithPackages"));
    expect(exported.summary?.version).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });
    expect(await versionsOf(scene, product.id)).toHaveLength(2);
  });

  it("activates an inactive version the file marks active and holds the same; undo activates the old one again", async () => {
    const scene = await importScene(t);
    const { product, v1 } = await seeded(scene);
    const draftDocument = withVersion(await exportOne(scene, product.id, v1.id, "ProductWithPackages"), {
      name: "Draft",
      active: false,
    });
    await applyFeed(scene, await dryRun(scene, draftDocument));
    const draft = (await versionsOf(scene, product.id))[1]?.versionId ?? "";
    const feed = await dryRun(scene, withVersion(draftDocument, { active: true }));
    expect(feed.summary?.version).toEqual({ added: 0, changed: 1, unchanged: 0, refused: 0 });
    const { items } = await scene.items(feed.dataImportId, "kind=version");
    expect(items[0]).toMatchObject({ outcome: "changed", changes: [{ field: "active", before: false, after: true }] });
    const applied = await applyFeed(scene, feed);
    expect(applied.stage).toBe("Applied");
    expect(await versionsOf(scene, product.id)).toMatchObject([
      { versionId: v1.id, active: false },
      { versionId: draft, name: "Draft", active: true },
    ]);
    expect((await undo(scene, applied)).status).toBe(200);
    expect(await versionsOf(scene, product.id)).toMatchObject([
      { versionId: v1.id, active: true },
      { versionId: draft, active: false },
    ]);
  });

  it("refuses the undo once a copied component is flagged or a copied rule archived, naming the style code", async () => {
    const edits: ((scene: ImportScene, imported: Awaited<ReturnType<typeof importedWithRule>>) => Promise<number>)[] = [
      async (scene, { base }) => {
        const [listed] = ((await scene.admin.get(`${base}/component`)).body as ComponentList).components;
        const path = `${base}/component/${listed?.componentId}`;
        const component = (await scene.admin.get(path)).body as Component;
        return (await scene.admin.put(path, { unavailable: true, etag: component.etag })).status;
      },
      async (scene, { giftPath }) => {
        const [rule] = ((await scene.admin.get(`${giftPath}/generator`)).body as ComponentRuleList).generators;
        return (await scene.admin.delete(`${giftPath}/generator/${rule?.componentGeneratorId}?etag=${rule?.etag}`))
          .status;
      },
    ];
    for (const edit of edits) {
      const scene = await importScene(t);
      const imported = await importedWithRule(scene);
      expect([200, 204]).toContain(await edit(scene, imported));
      const refused = await undo(scene, imported.applied);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: M.undoStale(["RT-SNK"]) });
      expect(await versionsOf(scene, imported.product.id)).toHaveLength(2);
    }
  });

  it("removes the copied rules and components with the added version when they are as apply left them", async () => {
    const scene = await importScene(t);
    const { applied, added, product } = await importedWithRule(scene);
    const rulesOf = () => t.db.select().from(componentGenerators).where(eq(componentGenerators.versionId, added));
    const componentsOf = () => t.db.select().from(components).where(eq(components.versionId, added));
    expect(await rulesOf()).toHaveLength(1);
    expect(await componentsOf()).toHaveLength(1);
    expect((await undo(scene, applied)).status).toBe(200);
    expect(await versionsOf(scene, product.id)).toHaveLength(1);
    expect(await rulesOf()).toEqual([]);
    expect(await componentsOf()).toEqual([]);
  });
});
