import type { Version, VersionList } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createVersion, signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { fullVersionInput, versionScene } from "./version.fixtures";

const t = useTestApp();

async function activating() {
  const scene = await versionScene(t.db);
  const v3 = await createVersion(t.db, scene.product, 3, { name: "Summer" });
  const client = await signedIn(t.app, scene.configurator);
  const base = `product/${scene.product.id}/version`;
  const list = async () => ((await client.get(base)).body as VersionList).versions;
  const activeCodes = async () => (await list()).filter((version) => version.active).map((version) => version.code);
  return { ...scene, v3, client, base, list, activeCodes };
}

describe("Save & Activate (PUT with active)", () => {
  it("saves and activates the version, deactivating the one that was active", async () => {
    const { client, base, v1, v2, list, activeCodes, placementId } = await activating();
    const res = await client.put(`${base}/${v2.id}`, { ...fullVersionInput(v2.etag, placementId), active: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: true, name: "Summer drop" });
    expect(await activeCodes()).toEqual([2]);
    const v1After = (await list()).find((version) => version.versionId === v1.id);
    expect(v1After?.active).toBe(false);
    expect(v1After?.etag).not.toBe(v1.etag);
  });

  it("keeps the active flag when active is left out, and deactivates with active false", async () => {
    const { client, base, v1, activeCodes, placementId } = await activating();
    const kept = await client.put(`${base}/${v1.id}`, { ...fullVersionInput(v1.etag, placementId) });
    expect((kept.body as Version).active).toBe(true);
    expect(await activeCodes()).toEqual([1]);
    const off = await client.put(`${base}/${v1.id}`, {
      ...fullVersionInput((kept.body as Version).etag, placementId),
      active: false,
    });
    expect((off.body as Version).active).toBe(false);
    expect(await activeCodes()).toEqual([]);
  });

  it("activates an already active version again without change to the others", async () => {
    const { client, base, v1, v2, list, activeCodes, placementId } = await activating();
    const res = await client.put(`${base}/${v1.id}`, { ...fullVersionInput(v1.etag, placementId), active: true });
    expect(res.status).toBe(200);
    expect(await activeCodes()).toEqual([1]);
    expect((await list()).find((version) => version.versionId === v2.id)?.etag).toBe(v2.etag);
  });

  it("leaves exactly one active version when several are activated at once", async () => {
    const { client, base, product, v2, v3, activeCodes, placementId } = await activating();
    const v4 = await createVersion(t.db, product, 4);
    const results = await Promise.all(
      [v2, v3, v4].map((version) =>
        client.put(`${base}/${version.id}`, { ...fullVersionInput(version.etag, placementId), active: true }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const active = await activeCodes();
    expect(active).toHaveLength(1);
    expect([2, 3, 4]).toContain(active[0]);
  });

  it("gives a version deactivated by another's activation a new etag, so a save made from before answers 412", async () => {
    const { client, base, v1, v2, activeCodes, placementId } = await activating();
    expect(
      (await client.put(`${base}/${v2.id}`, { ...fullVersionInput(v2.etag, placementId), active: true })).status,
    ).toBe(200);
    const res = await client.put(`${base}/${v1.id}`, fullVersionInput(v1.etag, placementId));
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect(await activeCodes()).toEqual([2]);
  });

  it("answers 412 for a stale etag and leaves the active version as it was", async () => {
    const { client, base, v2, activeCodes, placementId } = await activating();
    const saved = await client.put(`${base}/${v2.id}`, fullVersionInput(v2.etag, placementId));
    expect(saved.status).toBe(200);
    const res = await client.put(`${base}/${v2.id}`, { ...fullVersionInput(v2.etag, placementId), active: true });
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect(await activeCodes()).toEqual([1]);
  });

  it("refuses role None (403) and never activates another product's version", async () => {
    const scene = await activating();
    const viewer = await signedIn(t.app, scene.viewer);
    const input = { ...fullVersionInput(scene.v2.etag, scene.placementId), active: true };
    expect((await viewer.put(`${scene.base}/${scene.v2.id}`, input)).status).toBe(403);
    const foreign = { ...fullVersionInput(scene.siblingVersion.etag, scene.placementId), active: true };
    expect((await scene.client.put(`${scene.base}/${scene.siblingVersion.id}`, foreign)).status).toBe(404);
    expect(await scene.activeCodes()).toEqual([1]);
  });
});
