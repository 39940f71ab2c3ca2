import {
  OPTIMIZATION_MESSAGES,
  type Optimization,
  type OptimizationList,
} from "@atelier/domain/asset/optimization.schema";
import type { OptimizationProfile } from "@atelier/domain/asset/optimization-profile.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { readSampleModel } from "../gltf/gltf.fixtures";
import { addProfile, optimizationScene } from "./data-optimization.fixtures";

const t = useTestApp();

const modelStateOf = (body: unknown) => (body as { modelState: Record<string, string[]> }).modelState;
const crates = readSampleModel("crate-stack.glb");

/** The objects stored for the company's optimisations. */
async function storedKeys(companyId: string): Promise<string[]> {
  return (await t.storage.list(`${companyId}/optimizations/`)).items.map((item) => item.key);
}

describe("POST dataoptimization", () => {
  it("stores an uploaded GLB as Created, its bytes served at previewUrl, newest first in the list", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "p", type: "Prune" }]);
    const first = await scene.upload(crates, "crates.glb");
    expect(first.status).toBe(201);
    const optimization = first.body as Optimization;
    expect(optimization).toMatchObject({
      name: "crates.glb",
      status: "Created",
      createdBy: "Administrator Person",
      optimizationMethod: null,
      availableOptimizationMethods: [{ id: profile.dataOptimizationProfileId, name: profile.name }],
      message: "",
      resultUrl: null,
      previewUrl: `/api/v1/dataoptimization/${optimization.dataOptimizationId}/source`,
      before: null,
      after: null,
    });
    const source = await t.app.inject({
      method: "GET",
      url: optimization.previewUrl,
      headers: { cookie: scene.cookie },
    });
    expect(source.statusCode).toBe(200);
    expect(source.rawPayload.equals(Buffer.from(crates))).toBe(true);
    expect(source.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);

    const second = (await scene.upload(readSampleModel("sneaker.glb"), "sneaker.glb")).body as Optimization;
    const list = (await scene.admin.get("dataoptimization")).body as OptimizationList;
    expect(list.items.map((item) => item.dataOptimizationId)).toEqual([
      second.dataOptimizationId,
      optimization.dataOptimizationId,
    ]);
    expect(list.items[0]).not.toHaveProperty("log");
  });

  it("refuses a text file named .glb (415) and stores nothing", async () => {
    const scene = await optimizationScene(t);
    const res = await scene.upload("just some text, not a model", "model.glb");
    expect(res.status).toBe(415);
    expect((res.body as { message: string }).message).toBe(UPLOAD_MESSAGES.typeNotAccepted(["model/gltf-binary"]));
    expect(((await scene.admin.get("dataoptimization")).body as OptimizationList).items).toEqual([]);
    expect(await storedKeys(scene.company.id)).toEqual([]);
  });

  it("refuses a truncated GLB (400 with the reason) and an image, storing nothing", async () => {
    const scene = await optimizationScene(t);
    const truncated = await scene.upload(crates.subarray(0, 5000), "crates.glb");
    expect(truncated.status).toBe(400);
    expect(modelStateOf(truncated.body).file?.[0]).toMatch(/truncated|length/);
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    expect((await scene.upload(png, "picture.glb")).status).toBe(415);
    expect(((await scene.admin.get("dataoptimization")).body as OptimizationList).items).toEqual([]);
    expect(await storedKeys(scene.company.id)).toEqual([]);
  });

  it("refuses a request that is not multipart", async () => {
    const scene = await optimizationScene(t);
    expect((await scene.admin.post("dataoptimization", { name: "x" })).status).toBe(415);
  });
});

describe("PUT dataoptimization/{id}", () => {
  it("chooses a profile while Created; an unknown or another company's profile is refused", async () => {
    const scene = await optimizationScene(t);
    const other = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "p", type: "Prune" }]);
    const foreign = await addProfile(other, [{ id: "p", type: "Prune" }]);
    const created = (await scene.upload(crates)).body as Optimization;
    const path = `dataoptimization/${created.dataOptimizationId}`;

    for (const id of ["no-such-profile", foreign.dataOptimizationProfileId]) {
      const res = await scene.admin.put(path, { optimizationMethod: id, etag: created.etag });
      expect(res.status).toBe(400);
      expect(modelStateOf(res.body).optimizationMethod).toEqual([OPTIMIZATION_MESSAGES.chooseProfile]);
    }
    const chosen = await scene.admin.put(path, {
      optimizationMethod: profile.dataOptimizationProfileId,
      etag: created.etag,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ status: "Created", optimizationMethod: profile.dataOptimizationProfileId });

    const stale = await scene.admin.put(path, { optimizationMethod: null, etag: created.etag });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ message: MESSAGES.staleEtag });
  });

  it("refuses Optimize without a profile", async () => {
    const scene = await optimizationScene(t);
    const created = (await scene.upload(crates)).body as Optimization;
    const res = await scene.admin.put(`dataoptimization/${created.dataOptimizationId}`, {
      optimizationMethod: null,
      status: "Ready",
      etag: created.etag,
    });
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body).optimizationMethod).toEqual([OPTIMIZATION_MESSAGES.chooseProfile]);
    expect(
      ((await scene.admin.get(`dataoptimization/${created.dataOptimizationId}`)).body as Optimization).status,
    ).toBe("Created");
  });
});

describe("DELETE dataoptimization/{id}", () => {
  it("removes an optimisation read with its etag, and its files; a stale etag is 412", async () => {
    const scene = await optimizationScene(t);
    const created = (await scene.upload(crates)).body as Optimization;
    const path = `dataoptimization/${created.dataOptimizationId}`;
    expect((await scene.admin.delete(`${path}?etag=stale`)).status).toBe(412);
    expect((await scene.admin.delete(`${path}?etag=${created.etag}`)).status).toBe(200);
    expect((await scene.admin.get(path)).status).toBe(404);
    expect(await storedKeys(scene.company.id)).toEqual([]);
  });
});

describe("access", () => {
  it("is for administrators: editors and role None are refused every call", async () => {
    const scene = await optimizationScene(t);
    const created = (await scene.upload(crates)).body as Optimization;
    const path = `dataoptimization/${created.dataOptimizationId}`;
    for (const client of [scene.configurator, scene.viewer]) {
      expect((await client.get("dataoptimization")).status).toBe(403);
      expect((await client.get(path)).status).toBe(403);
      expect((await client.get(`${path}/source`)).status).toBe(403);
      expect((await client.put(path, { optimizationMethod: null, etag: created.etag })).status).toBe(403);
      expect((await client.post(`${path}/approve`, {})).status).toBe(403);
      expect((await client.delete(`${path}?etag=${created.etag}`)).status).toBe(403);
    }
  });

  it("refuses a company without 3D optimisation, uploads included", async () => {
    const scene = await optimizationScene(t, { optimizeAssets: false });
    const list = await scene.admin.get("dataoptimization");
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ message: OPTIMIZATION_MESSAGES.notEnabled });
    expect((await scene.upload(crates)).status).toBe(403);
    expect(await storedKeys(scene.company.id)).toEqual([]);
  });

  it("answers 404 for another company's optimisation, exactly as for a missing one", async () => {
    const scene = await optimizationScene(t);
    const other = await optimizationScene(t);
    const profile: OptimizationProfile = await addProfile(scene, [{ id: "p", type: "Prune" }]);
    const theirs = (await other.upload(crates)).body as Optimization;
    const path = `dataoptimization/${theirs.dataOptimizationId}`;
    const missing = await scene.admin.get("dataoptimization/no-such-id");
    expect(missing.status).toBe(404);
    for (const res of [
      await scene.admin.get(path),
      await scene.admin.get(`${path}/source`),
      await scene.admin.get(`${path}/result`),
      await scene.admin.get(`${path}/result/model.glb`),
      await scene.admin.get(`${path}/history`),
      await scene.admin.put(path, {
        optimizationMethod: profile.dataOptimizationProfileId,
        status: "Ready",
        etag: theirs.etag,
      }),
      await scene.admin.post(`${path}/approve`, {}),
      await scene.admin.delete(`${path}?etag=${theirs.etag}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect(((await other.admin.get(path)).body as Optimization).status).toBe("Created");
  });
});
