import type { ComponentPackage, ComponentPackageList } from "@atelier/domain/product/package.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { newPackagesInput, versionScene } from "../version/version.fixtures";
import { PACKAGE_MESSAGES } from "./package.messages";

const t = useTestApp();
const listOf = (body: unknown) => body as ComponentPackageList;
/** A saved package as the screen sends it back. */
const asInput = ({ componentGeneratorsCount, ...item }: ComponentPackage) => item;

async function packing() {
  const scene = await versionScene(t.db);
  const client = await signedIn(t.app, scene.configurator);
  const path = `product/${scene.product.id}/version/${scene.v2.id}/package`;
  return { ...scene, client, path };
}

describe("GET product/{id}/version/{versionId}/package", () => {
  it("answers an empty list for a version without packages, to every role", async () => {
    const { path, viewer } = await packing();
    const res = await (await signedIn(t.app, viewer)).get(path);
    expect(res).toMatchObject({ status: 200, body: { componentPackages: [] } });
    expect(res.body).not.toHaveProperty("savedIds");
  });

  it("answers 404 for another company's ids and another product's version", async () => {
    const scene = await packing();
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}/package`,
      `product/${scene.product.id}/version/${scene.otherVersion.id}/package`,
      `product/${scene.product.id}/version/${scene.siblingVersion.id}/package`,
    ]) {
      expect(await scene.client.get(path)).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
      expect((await scene.client.put(path, newPackagesInput())).status).toBe(404);
    }
  });
});

describe("PUT product/{id}/version/{versionId}/package", () => {
  it("adds new packages, answering the id each temporary id got, and marks the product changed", async () => {
    const { client, path, company, product, configurator } = await packing();
    t.advanceClock(60_000);
    const res = await client.put(path, newPackagesInput());
    expect(res.status).toBe(200);
    const list = listOf(res.body);
    expect(list.componentPackages).toEqual([
      {
        componentPackageId: expect.any(String),
        etag: expect.any(String),
        name: "Premium laces",
        description: "Waxed laces in three colours.",
        basePriceJson: [{ id: "b1", currencyCode: "USD", value: 5, breakpoint: null }],
        packagePriceJson: [{ id: "k1", currencyCode: "USD", value: 12.5, breakpoint: null }],
        customAttributesJson: [{ id: "c1", name: "badge", value: "new" }],
        archived: false,
        componentGeneratorsCount: 0,
      },
      expect.objectContaining({ name: "Gift box", description: "", basePriceJson: [], archived: false }),
    ]);
    expect(list.savedIds).toEqual([
      { temporaryId: "tmp-pack-1", componentPackageId: list.componentPackages[0]?.componentPackageId },
      { temporaryId: "tmp-pack-2", componentPackageId: list.componentPackages[1]?.componentPackageId },
    ]);
    expect(listOf((await client.get(path)).body)).toEqual({ componentPackages: list.componentPackages });
    const touched = await findProductRow(t.db, company.id, product.id);
    expect(touched?.updatedBy).toBe(configurator.id);
    expect(touched?.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());
  });

  it("updates, reorders and archives saved packages; unchanged ones keep their etag", async () => {
    const { client, path } = await packing();
    const [laces, box] = listOf((await client.put(path, newPackagesInput())).body).componentPackages;
    if (!laces || !box) throw new Error("packages not saved");
    const added = listOf(
      (
        await client.put(path, {
          componentPackages: [asInput(laces), asInput(box), { temporaryId: "t3", name: "Spare sole" }],
        })
      ).body,
    );
    const sole = added.componentPackages[2];
    if (!sole) throw new Error("package not added");
    expect(added.componentPackages.slice(0, 2)).toEqual([laces, box]);

    const res = await client.put(path, {
      componentPackages: [
        { ...asInput(sole), name: "Spare sole (gum)" },
        asInput(laces),
        { ...asInput(box), archived: true },
        { temporaryId: "t4", name: "Dropped before saving", archived: true },
      ],
    });
    expect(res.status).toBe(200);
    const saved = listOf(res.body);
    expect(saved.savedIds).toEqual([]);
    expect(saved.componentPackages.map((p) => p.name)).toEqual(["Spare sole (gum)", "Premium laces"]);
    expect(saved.componentPackages[0]?.etag).not.toBe(sole.etag);
    expect(saved.componentPackages[1]?.etag).not.toBe(laces.etag);
    expect(listOf((await client.get(path)).body).componentPackages).toEqual(saved.componentPackages);
  });

  it("answers 412 when one saved package is stale, saving nothing", async () => {
    const { client, path, company, product } = await packing();
    const [laces, box] = listOf((await client.put(path, newPackagesInput())).body).componentPackages;
    if (!laces || !box) throw new Error("packages not saved");
    const before = await findProductRow(t.db, company.id, product.id);
    const res = await client.put(path, {
      componentPackages: [
        { ...asInput(laces), name: "Renamed" },
        { ...asInput(box), etag: "stale" },
        { temporaryId: "t3", name: "New one" },
      ],
    });
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect(listOf((await client.get(path)).body).componentPackages).toEqual([laces, box]);
    expect(await findProductRow(t.db, company.id, product.id)).toEqual(before);
  });

  it("answers 404 for a package of another version", async () => {
    const { client, path, product, v1 } = await packing();
    const other = `product/${product.id}/version/${v1.id}/package`;
    const [foreign] = listOf((await client.put(other, newPackagesInput())).body).componentPackages;
    if (!foreign) throw new Error("package not saved");
    expect((await client.put(path, { componentPackages: [asInput(foreign)] })).status).toBe(404);
    expect(listOf((await client.get(path)).body).componentPackages).toEqual([]);
  });

  it.each<[string, unknown, string, string]>([
    [
      "a package without a name",
      [{ temporaryId: "t", name: " " }],
      "componentPackages.0.name",
      "Package name is required.",
    ],
    [
      "neither an id nor a temporary id",
      [{ name: "A" }],
      "componentPackages.0",
      "A package has either its id or a temporary id.",
    ],
    [
      "a saved package without its etag",
      [{ componentPackageId: "x", name: "A" }],
      "componentPackages.0.etag",
      "A saved package needs its etag.",
    ],
    [
      "a price with 3 decimals",
      [{ temporaryId: "t", name: "A", packagePriceJson: [{ id: "p", currencyCode: "USD", value: 0.001 }] }],
      "componentPackages.0.packagePriceJson.0.value",
      "Value has at most 2 decimals.",
    ],
    [
      "a temporary id sent twice",
      [
        { temporaryId: "t", name: "A" },
        { temporaryId: "t", name: "B" },
      ],
      "componentPackages.1.temporaryId",
      PACKAGE_MESSAGES.duplicatePackage,
    ],
  ])("answers 400 for %s", async (_case, componentPackages, field, message) => {
    const { client, path } = await packing();
    const res = await client.put(path, { componentPackages });
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect((res.body as { modelState: Record<string, string[]> }).modelState).toEqual({ [field]: [message] });
    expect(listOf((await client.get(path)).body).componentPackages).toEqual([]);
  });

  it("answers 400 for a saved package sent twice", async () => {
    const { client, path } = await packing();
    const [laces] = listOf((await client.put(path, newPackagesInput())).body).componentPackages;
    if (!laces) throw new Error("package not saved");
    const res = await client.put(path, { componentPackages: [asInput(laces), asInput(laces)] });
    expect(res.body).toMatchObject({
      modelState: { "componentPackages.1.componentPackageId": [PACKAGE_MESSAGES.duplicatePackage] },
    });
  });

  it("refuses role None and Manage Orders (403)", async () => {
    const scene = await packing();
    for (const user of [scene.viewer, scene.orderManager]) {
      const res = await (await signedIn(t.app, user)).put(scene.path, newPackagesInput());
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    expect(listOf((await scene.client.get(scene.path)).body).componentPackages).toEqual([]);
  });
});
