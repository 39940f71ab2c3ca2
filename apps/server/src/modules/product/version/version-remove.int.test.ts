import type { Version, VersionList } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { newPackagesInput, versionScene } from "./version.fixtures";
import { VERSION_MESSAGES } from "./version.messages";

const t = useTestApp();

async function removing() {
  const scene = await versionScene(t.db);
  const client = await signedIn(t.app, scene.admin);
  const base = `product/${scene.product.id}/version`;
  const codes = async () => ((await client.get(base)).body as VersionList).versions.map((version) => version.code);
  return { ...scene, client, base, codes };
}

describe("DELETE product/{id}/version/{versionId}", () => {
  it("removes the version and its packages (204) and marks the product changed", async () => {
    const { client, base, v2, codes, company, product, admin } = await removing();
    await client.put(`${base}/${v2.id}/package`, newPackagesInput());
    t.advanceClock(60_000);
    const res = await client.delete(`${base}/${v2.id}?etag=${v2.etag}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(await codes()).toEqual([1]);
    expect((await client.get(`${base}/${v2.id}/package`)).status).toBe(404);
    const touched = await findProductRow(t.db, company.id, product.id);
    expect(touched?.updatedBy).toBe(admin.id);
    expect(touched?.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());
  });

  it("keeps branches of a removed version, without their parent", async () => {
    const { client, base, v2 } = await removing();
    const branch = (await client.post(base, { parentVersionId: v2.id })).body as Version;
    expect((await client.delete(`${base}/${v2.id}?etag=${v2.etag}`)).status).toBe(204);
    expect((await client.get(`${base}/${branch.versionId}`)).body).toMatchObject({ parentVersionId: null, code: 3 });
  });

  it("refuses the active version (409) and keeps it", async () => {
    const { client, base, v1, codes } = await removing();
    const res = await client.delete(`${base}/${v1.id}?etag=${v1.etag}`);
    expect(res).toMatchObject({ status: 409, body: { message: VERSION_MESSAGES.activeVersionNotRemovable } });
    expect(await codes()).toEqual([1, 2]);
  });

  it("answers 412 for a stale etag and 400 without one, removing nothing", async () => {
    const { client, base, v2, codes } = await removing();
    const stale = await client.delete(`${base}/${v2.id}?etag=stale`);
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    const missing = await client.delete(`${base}/${v2.id}`);
    expect(missing).toMatchObject({ status: 400, body: { modelState: { etag: [expect.any(String)] } } });
    expect(await codes()).toEqual([1, 2]);
  });

  it("answers 404 for another company's ids and another product's version, 403 for role None", async () => {
    const scene = await removing();
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}?etag=${scene.otherVersion.etag}`,
      `${scene.base}/${scene.otherVersion.id}?etag=${scene.otherVersion.etag}`,
      `${scene.base}/${scene.siblingVersion.id}?etag=${scene.siblingVersion.etag}`,
    ]) {
      expect((await scene.client.delete(path)).status).toBe(404);
    }
    const viewer = await signedIn(t.app, scene.viewer);
    const res = await viewer.delete(`${scene.base}/${scene.v2.id}?etag=${scene.v2.etag}`);
    expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    expect(await scene.codes()).toEqual([1, 2]);
    const other = await signedIn(t.app, scene.admin);
    expect((await other.get(`product/${scene.sibling.id}/version`)).body).toMatchObject({ versions: [{ code: 1 }] });
  });
});
