import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedProduct,
  ProductExportDocument,
} from "@atelier/domain/product/export.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, createProduct, createVersion, signedIn } from "../../../../test/factories";
import type { ApiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { createPlacementFor, fullVersionInput, newPackagesInput } from "../version/version.fixtures";

const t = useTestApp();
const documentOf = (body: unknown) => ProductExportDocument.parse(body);

/** A version of `owner` filled in through the API, with two packages. */
async function filledVersion(
  client: ApiClient,
  owner: { id: string; companyId: string },
  code: number,
  active: boolean,
) {
  const row = await createVersion(t.db, owner, code, { active });
  const path = `product/${owner.id}/version/${row.id}`;
  const placementId = await createPlacementFor(t.db, { id: owner.companyId });
  const version = (await client.put(path, fullVersionInput(row.etag, placementId))).body as Version;
  const packages = (await client.put(`${path}/package`, newPackagesInput())).body as ComponentPackageList;
  return { version, componentPackages: packages.componentPackages };
}

/**
 * A product with a parent (which has a parent of its own) and two mixins; the first mixin mixes the
 * product in again, a cycle. The exported version 2 and the relatives' active versions have packages;
 * the second mixin has no active version.
 */
async function hierarchy() {
  const roles = await createCompanyWithEveryRole(t.db);
  const { company } = roles;
  const client = await signedIn(t.app, roles.admin);
  const grandparent = await createProduct(t.db, company, { name: "Footwear base" });
  const parent = await createProduct(t.db, company, { name: "Sneaker base", parentProductId: grandparent.id });
  const laces = await createProduct(t.db, company, { name: "Laces mixin", mixinOnly: true });
  const monogram = await createProduct(t.db, company, { name: "Monogram mixin", mixinOnly: true });
  const product = await createProduct(t.db, company, {
    name: "Court Sneaker",
    parentProductId: parent.id,
    settings: { parentProducts: [{ parentProductId: laces.id }, { parentProductId: monogram.id }] },
  });
  const lacesDto = (await client.get(`product/${laces.id}`)).body as Product;
  const cycle = await client.put(`product/${laces.id}`, {
    ...lacesDto,
    parentProducts: [{ parentProductId: product.id }],
  });
  expect(cycle.status).toBe(200);
  await createVersion(t.db, product, 1, { active: true });
  await createVersion(t.db, monogram, 1);
  return {
    ...roles,
    client,
    product,
    parent,
    grandparent,
    laces,
    monogram,
    exported: await filledVersion(client, product, 2, false),
    parentActive: await filledVersion(client, parent, 1, true),
    grandparentActive: await filledVersion(client, grandparent, 1, true),
    lacesActive: await filledVersion(client, laces, 1, true),
  };
}

describe("GET product/{id}/export", () => {
  it("exports kind Product: the product and the version asked for, without packages", async () => {
    const { client, product, exported } = await hierarchy();
    const res = await client.get(`product/${product.id}/export?versionId=${exported.version.versionId}&kind=Product`);
    expect(res.status).toBe(200);
    const document = documentOf(res.body);
    expect(document).toEqual({
      format: EXPORT_FORMAT,
      formatVersion: EXPORT_FORMAT_VERSION,
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      kind: "Product",
      products: [
        { product: (await client.get(`product/${product.id}`)).body, versions: [{ version: exported.version }] },
      ],
    });
    expect(res.body).not.toHaveProperty("products.0.parents");
    const byDefault = await client.get(`product/${product.id}/export?versionId=${exported.version.versionId}`);
    expect({ ...documentOf(byDefault.body), exportedAt: document.exportedAt }).toEqual(document);
  });

  it.each(["ProductWithPackages", "ProductWithOptions"])(
    "exports kind %s with the version's packages",
    async (kind) => {
      const { client, product, exported } = await hierarchy();
      const res = await client.get(`product/${product.id}/export?versionId=${exported.version.versionId}&kind=${kind}`);
      const document = documentOf(res.body);
      expect(document.kind).toBe(kind);
      expect(document.products[0]?.versions).toEqual([exported]);
      expect(document.products[0]).not.toHaveProperty("parents");
    },
  );

  it("exports kind ProductCompleteHierarchy with mixins and parents, each once, with their active versions", async () => {
    const scene = await hierarchy();
    const { client, product, exported } = scene;
    const res = await client.get(
      `product/${product.id}/export?versionId=${exported.version.versionId}&kind=ProductCompleteHierarchy`,
    );
    expect(res.status).toBe(200);
    const [root] = documentOf(res.body).products;
    expect(root?.versions).toEqual([exported]);
    // The schema types `parents` loosely (a recursive schema); the document was parsed with it above.
    const parentsOf = (item: ExportedProduct | undefined) => (item?.parents ?? []) as ExportedProduct[];
    const summary = (item: ExportedProduct): unknown => ({
      name: item.product.name,
      versions: item.versions.map((entry) => entry.version.versionId),
      packages: item.versions.map((entry) => entry.componentPackages?.length),
      parents: parentsOf(item).map(summary),
    });
    expect(parentsOf(root).map(summary)).toEqual([
      { name: "Laces mixin", versions: [scene.lacesActive.version.versionId], packages: [2], parents: [] },
      { name: "Monogram mixin", versions: [], packages: [], parents: [] },
      {
        name: "Sneaker base",
        versions: [scene.parentActive.version.versionId],
        packages: [2],
        parents: [
          { name: "Footwear base", versions: [scene.grandparentActive.version.versionId], packages: [2], parents: [] },
        ],
      },
    ]);
    expect(parentsOf(root)[0]?.product.parentProducts).toEqual([
      { parentProductId: product.id, parentProductName: "Court Sneaker" },
    ]);
  });

  it("answers 404 for another company's product, another product's version and unknown ids", async () => {
    const scene = await hierarchy();
    const other = await createCompanyWithEveryRole(t.db);
    const foreign = await createProduct(t.db, other.company);
    const foreignVersion = await createVersion(t.db, foreign, 1);
    for (const path of [
      `product/${foreign.id}/export?versionId=${foreignVersion.id}`,
      `product/${scene.product.id}/export?versionId=${foreignVersion.id}`,
      `product/${scene.product.id}/export?versionId=${scene.parentActive.version.versionId}`,
      `product/unknown/export?versionId=${scene.exported.version.versionId}`,
    ]) {
      expect(await scene.client.get(path)).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
  });

  it("answers 400 without a version or with an unknown kind, and 403 to roles that cannot edit", async () => {
    const scene = await hierarchy();
    const missing = await scene.client.get(`product/${scene.product.id}/export`);
    expect(missing).toMatchObject({ status: 400, body: { modelState: { versionId: [expect.any(String)] } } });
    const path = `product/${scene.product.id}/export?versionId=${scene.exported.version.versionId}`;
    expect(await scene.client.get(`${path}&kind=Everything`)).toMatchObject({
      status: 400,
      body: { modelState: { kind: [expect.any(String)] } },
    });
    for (const user of [scene.viewer, scene.orderManager]) {
      const res = await (await signedIn(t.app, user)).get(path);
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    expect((await (await signedIn(t.app, scene.configurator)).get(path)).status).toBe(200);
  });
});
