import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Version, VersionCloneResult, VersionList } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createProduct, signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { fullVersionInput, newPackagesInput, versionScene } from "./version.fixtures";
import { copyName, copyStyleCode } from "./version-clone.service";

const t = useTestApp();
const resultOf = (body: unknown) => body as VersionCloneResult;

async function cloning() {
  const scene = await versionScene(t.db);
  const parent = await createProduct(t.db, scene.company, { name: "Sneaker base" });
  const source = await createProduct(t.db, scene.company, {
    name: "Court Sneaker Pro",
    styleCode: "SNK-PRO",
    description: "Leather sneaker.",
    tags: ["footwear", "leather"],
    mixinOnly: false,
    productType: "ThreeD",
    productStatus: "Production",
    parentProductId: parent.id,
    settings: { notes: "Ships in a box.", collectAnalytics: true, imageProvider: "cdn", sites: ["eu"] },
  });
  const client = await signedIn(t.app, scene.configurator);
  const versions = `product/${source.id}/version`;
  const version = (await client.post(versions, {})).body as Version;
  const saved = (
    await client.put(`${versions}/${version.versionId}`, fullVersionInput(version.etag, scene.placementId))
  ).body as Version;
  await client.put(`${versions}/${saved.versionId}/package`, newPackagesInput());
  return { ...scene, source, client, saved, clonePath: `${versions}/${saved.versionId}/clone` };
}

describe("POST product/{id}/version/{versionId}/clone", () => {
  it("makes a new product in Development with the source's fields, one version copying the content, and the packages", async () => {
    const { client, clonePath, source, saved, company, configurator } = await cloning();
    const res = await client.post(clonePath, { components: false });
    expect(res.status).toBe(201);
    const { productId, versionId } = resultOf(res.body);

    const copy = await findProductRow(t.db, company.id, productId);
    const { id, etag, createdAt, updatedAt, updatedBy, name, styleCode, productStatus, ...fields } = copy ?? source;
    const { id: _i, etag: _e, createdAt: _c, updatedAt: _u, updatedBy: _b, ...sourceFields } = source;
    expect({ ...fields, name, styleCode, productStatus }).toEqual({
      ...sourceFields,
      name: "Court Sneaker Pro Copy",
      styleCode: "SNK-PRO-COPY",
      productStatus: "Development",
    });
    expect(updatedBy).toBe(configurator.id);

    const versions = (await client.get(`product/${productId}/version`)).body as VersionList;
    expect(versions.versions).toEqual([
      expect.objectContaining({ versionId, code: 1, active: false, parentVersionId: null }),
    ]);
    const version = (await client.get(`product/${productId}/version/${versionId}`)).body as Version;
    const {
      versionId: _v,
      productId: _p,
      etag: _ve,
      code: _co,
      created: _cr,
      lastUpdated: _l,
      product,
      ...content
    } = version;
    const {
      versionId: _sv,
      productId: _sp,
      etag: _se,
      code: _sc,
      created: _scr,
      lastUpdated: _sl,
      ...sourceContent
    } = saved;
    expect({ ...content, product }).toEqual({
      ...sourceContent,
      product: { name: "Court Sneaker Pro Copy", styleCode: "SNK-PRO-COPY", productStatus: "Development" },
    });

    const packages = (await client.get(`product/${productId}/version/${versionId}/package`))
      .body as ComponentPackageList;
    const original = (await client.get(`${clonePath.replace("/clone", "")}/package`)).body as ComponentPackageList;
    expect(packages.componentPackages.map((p) => p.name)).toEqual(["Premium laces", "Gift box"]);
    expect(packages.componentPackages.map(({ componentPackageId, etag, ...p }) => p)).toEqual(
      original.componentPackages.map(({ componentPackageId, etag, ...p }) => p),
    );
  });

  it("picks the next free style code for each further clone", async () => {
    const { client, clonePath, company } = await cloning();
    const codes: string[] = [];
    for (const components of [false, true, true]) {
      const res = await client.post(clonePath, { components });
      expect(res.status).toBe(201);
      codes.push((await findProductRow(t.db, company.id, resultOf(res.body).productId))?.styleCode ?? "");
    }
    expect(codes).toEqual(["SNK-PRO-COPY", "SNK-PRO-COPY-2", "SNK-PRO-COPY-3"]);
  });

  it("answers 404 for another company's ids and another product's version, 403 for role None", async () => {
    const scene = await cloning();
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}/clone`,
      `product/${scene.product.id}/version/${scene.otherVersion.id}/clone`,
      `product/${scene.product.id}/version/${scene.siblingVersion.id}/clone`,
    ]) {
      expect((await scene.client.post(path, {})).status).toBe(404);
    }
    const viewer = await signedIn(t.app, scene.viewer);
    expect(await viewer.post(scene.clonePath, {})).toMatchObject({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
    const list = await scene.client.get("product?take=500");
    expect((list.body as { total: number }).total).toBe(4);
  });
});

describe("copy names", () => {
  it("adds ' Copy' to the name and a free -COPY suffix to the style code, shortened to fit", () => {
    expect(copyName("Tote")).toBe("Tote Copy");
    expect(copyName("n".repeat(256))).toHaveLength(256);
    expect(copyStyleCode("TOTE", new Set())).toBe("TOTE-COPY");
    expect(copyStyleCode("TOTE", new Set(["TOTE-COPY", "TOTE-COPY-2"]))).toBe("TOTE-COPY-3");
    const long = "S".repeat(100);
    expect(copyStyleCode(long, new Set())).toBe(`${"S".repeat(95)}-COPY`);
    expect(copyStyleCode(long, new Set([`${"S".repeat(95)}-COPY`]))).toBe(`${"S".repeat(93)}-COPY-2`);
  });
});
