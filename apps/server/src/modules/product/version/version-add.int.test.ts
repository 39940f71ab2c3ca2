import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Version, VersionList } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createProduct, createVersion, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { fullVersionInput, newPackagesInput, versionScene } from "./version.fixtures";

const t = useTestApp();
const versionOf = (body: unknown) => body as Version;
/** A version without its identity, code, flags and timestamps. */
function contentOf(version: Version) {
  const { versionId, etag, code, active, parentVersionId, created, lastUpdated, ...content } = version;
  return content;
}

describe("POST product/{id}/version", () => {
  it("adds an empty, inactive version with the next code and marks the product changed", async () => {
    const scene = await versionScene(t.db);
    await createVersion(t.db, scene.product, 7);
    t.advanceClock(60_000);
    const res = await (await signedIn(t.app, scene.configurator)).post(`product/${scene.product.id}/version`, {});
    expect(res.status).toBe(201);
    const version = versionOf(res.body);
    expect(version).toMatchObject({
      productId: scene.product.id,
      code: 8,
      name: "",
      active: false,
      parentVersionId: null,
      componentGroups: [],
      rulesJson: [],
      imageMappingSource: null,
      product: { name: "Court Sneaker", styleCode: "SNK-1" },
    });
    const product = await findProductRow(t.db, scene.company.id, scene.product.id);
    expect(product?.updatedBy).toBe(scene.configurator.id);
    expect(product?.updatedAt.toISOString()).toBe(version.created);
    expect(product?.updatedAt.getTime()).toBeGreaterThan(scene.product.updatedAt.getTime());
    expect(product?.etag).toBe(scene.product.etag);
  });

  it("starts at code 1, and gives concurrent adds distinct consecutive codes", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    const first = await client.post(`product/${(await createProduct(t.db, scene.company)).id}/version`, {});
    expect(versionOf(first.body).code).toBe(1);
    const results = await Promise.all([1, 2, 3, 4].map(() => client.post(`product/${scene.product.id}/version`, {})));
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((res) => versionOf(res.body).code).sort()).toEqual([3, 4, 5, 6]);
    const list = (await client.get(`product/${scene.product.id}/version`)).body as VersionList;
    expect(list.versions.map((version) => version.code)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("records an API key's change without a user", async () => {
    const scene = await versionScene(t.db);
    const key = await createApiKey(t.db, scene.company, ["Manage Configuration"]);
    const res = await apiClient(t.app, { authorization: key.authorization }).post(
      `product/${scene.product.id}/version`,
      {},
    );
    expect(res.status).toBe(201);
    expect((await findProductRow(t.db, scene.company.id, scene.product.id))?.updatedBy).toBeNull();
  });

  it("branches a version: a copy of its content and non-archived packages, with the parent's id", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    const base = `product/${scene.product.id}/version`;
    const parent = versionOf(
      (await client.put(`${base}/${scene.v2.id}`, fullVersionInput(scene.v2.etag, scene.placementId))).body,
    );
    const saved = (await client.put(`${base}/${scene.v2.id}/package`, newPackagesInput())).body as ComponentPackageList;
    const [kept, removed] = saved.componentPackages;
    await client.put(`${base}/${scene.v2.id}/package`, {
      componentPackages: [
        { ...kept, archived: false },
        { ...removed, archived: true },
      ],
    });

    const res = await client.post(base, { parentVersionId: scene.v2.id });
    expect(res.status).toBe(201);
    const branch = versionOf(res.body);
    const { versionId, etag, code, active, parentVersionId, created, lastUpdated, ...content } = branch;
    expect(content).toEqual(contentOf(parent));
    expect(contentOf(parent).rulesJson).toHaveLength(3);
    expect(versionId).not.toBe(scene.v2.id);
    expect({ code, active, parentVersionId }).toEqual({ code: 3, active: false, parentVersionId: scene.v2.id });
    expect(branch.componentGroups[0]?.componentGroupId).toBe(parent.componentGroups[0]?.componentGroupId);

    const packages = (await client.get(`${base}/${versionId}/package`)).body as ComponentPackageList;
    expect(packages.componentPackages).toEqual([
      { ...kept, componentPackageId: expect.any(String), etag: expect.any(String) },
    ]);
    expect(packages.componentPackages[0]?.componentPackageId).not.toBe(kept?.componentPackageId);
  });

  it("answers 404 for a parent of another product or company, and for an unknown parent", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    for (const parentVersionId of [scene.siblingVersion.id, scene.otherVersion.id, "unknown"]) {
      const res = await client.post(`product/${scene.product.id}/version`, { parentVersionId });
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
    const list = (await client.get(`product/${scene.product.id}/version`)).body as VersionList;
    expect(list.versions).toHaveLength(2);
  });

  it("answers 404 for another company's product and 400 for an empty parent id", async () => {
    const scene = await versionScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    expect((await client.post(`product/${scene.otherProduct.id}/version`, {})).status).toBe(404);
    const empty = await client.post(`product/${scene.product.id}/version`, { parentVersionId: "" });
    expect(empty).toMatchObject({ status: 400, body: { modelState: { parentVersionId: [expect.any(String)] } } });
  });

  it("refuses role None and Manage Orders (403), and callers without a session (401)", async () => {
    const scene = await versionScene(t.db);
    for (const user of [scene.viewer, scene.orderManager]) {
      const res = await (await signedIn(t.app, user)).post(`product/${scene.product.id}/version`, {});
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    expect((await apiClient(t.app).post(`product/${scene.product.id}/version`, {})).status).toBe(401);
    const list = await (await signedIn(t.app, scene.admin)).get(`product/${scene.product.id}/version`);
    expect((list.body as VersionList).versions).toHaveLength(2);
  });
});
