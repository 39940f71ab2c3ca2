import { OPTIMIZATION_MESSAGES, type Optimization } from "@atelier/domain/asset/optimization.schema";
import type { Job } from "@atelier/domain/shared/job.schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { dataOptimizations } from "../../../db/schema/assets";
import { readZipEntries } from "../asset/asset.fixtures";
import { invalidModel, readSampleModel, unreadableTextureModel } from "../gltf/gltf.fixtures";
import {
  addProfile,
  creditsOf,
  optimizationScene,
  setCredits,
  startOptimization,
  waitForOptimization,
} from "./data-optimization.fixtures";

const t = useTestApp();

const crates = readSampleModel("crate-stack.glb");

describe("an optimisation run", () => {
  it("takes one credit, goes Ready then Success with figures, log and report, and serves the result", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [
      { id: "d", type: "Deduplicate" },
      { id: "p", type: "Prune" },
      { id: "w", type: "TextureWebp", quality: 80 },
      { id: "m", type: "MeshCompression", method: "Meshopt" },
    ]);
    const started = await startOptimization(scene, crates, profile, "Wooden Crates.glb");
    expect(started.status).toBe(200);
    const ready = started.body as Optimization;
    expect(["Ready", "Processing", "Success"]).toContain(ready.status);
    expect(ready.optimizationMethod).toBe(profile.dataOptimizationProfileId);
    expect(await creditsOf(t, scene.company.id)).toBe(24);

    const { job, optimization } = await waitForOptimization(t, scene, ready.dataOptimizationId);
    expect(job.status).toBe("DoneSuccess");
    expect(optimization.status).toBe("Success");
    expect(optimization.message).toMatch(/KB -> .* KB$/);
    expect(optimization.before).toMatchObject({ size: crates.byteLength, textures: 12, meshes: 12 });
    expect(optimization.after?.textures).toBe(1);
    expect(optimization.after?.size).toBeLessThan(crates.byteLength / 4);
    expect(optimization.validator?.errors).toBe(0);
    expect(optimization.log.map((line) => line.text.split(/[:(]/)[0]?.trim())).toEqual([
      "Read Wooden Crates.glb",
      "Deduplicate",
      "Prune",
      "TextureWebp",
      "MeshCompression",
      "SaveAs",
    ]);
    const jobLog = (await scene.admin.get(`jobstatus/${job.id}`)).body as Job;
    expect(jobLog.description).toBe("Optimize Wooden Crates.glb");
    expect(jobLog.log.map((line) => line.text)).toEqual(optimization.log.map((line) => line.text));

    const path = `/api/v1/dataoptimization/${optimization.dataOptimizationId}`;
    expect(optimization.resultUrl).toBe(`${path}/result/Wooden-Crates.glb`);
    const result = await t.app.inject({
      method: "GET",
      url: optimization.resultUrl ?? "",
      headers: { cookie: scene.cookie },
    });
    expect(result.statusCode).toBe(200);
    expect(result.headers["content-type"]).toBe("model/gltf-binary");
    expect(result.rawPayload.byteLength).toBe(optimization.after?.size);
    const download = await t.app.inject({ method: "GET", url: `${path}/result`, headers: { cookie: scene.cookie } });
    expect(download.headers["content-disposition"]).toContain('filename="Wooden-Crates.glb"');
    expect(download.rawPayload.equals(result.rawPayload)).toBe(true);

    const again = await scene.admin.put(`dataoptimization/${optimization.dataOptimizationId}`, {
      optimizationMethod: profile.dataOptimizationProfileId,
      status: "Ready",
      etag: optimization.etag,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: OPTIMIZATION_MESSAGES.notStartable });
    expect(await creditsOf(t, scene.company.id)).toBe(24);
  });

  it("ends in Exception with 'Conversion failed', the log and the validator report when the output has errors", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "p", type: "Prune" }]);
    const started = (await startOptimization(scene, await invalidModel(), profile)).body as Optimization;
    const { job, optimization } = await waitForOptimization(t, scene, started.dataOptimizationId);
    expect(optimization.status).toBe("Exception");
    expect(optimization.message).toBe(
      `${OPTIMIZATION_MESSAGES.conversionFailed}: The Glb output has validator errors.`,
    );
    expect(optimization.validator?.errors).toBeGreaterThan(0);
    expect(optimization.validator?.messages[0]).toMatchObject({ severity: 0, code: "ACCESSOR_VECTOR3_NON_UNIT" });
    expect(optimization.log.at(-1)).toMatchObject({ level: "error" });
    expect(optimization.resultUrl).toBeNull();
    expect(job.status).toBe("DoneFailure");
    expect(job.message).toBe(optimization.message);
    expect((await scene.admin.get(`dataoptimization/${started.dataOptimizationId}/result`)).status).toBe(404);
    expect(
      (await t.storage.list(`${scene.company.id}/optimizations/${started.dataOptimizationId}/result/`)).items,
    ).toEqual([]);
    expect(await creditsOf(t, scene.company.id)).toBe(24);
  });

  it("ends in Exception naming the step that threw", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "w", type: "TextureWebp", quality: 80 }]);
    const started = (await startOptimization(scene, await unreadableTextureModel(), profile)).body as Optimization;
    const { job, optimization } = await waitForOptimization(t, scene, started.dataOptimizationId);
    expect(optimization.status).toBe("Exception");
    expect(optimization.message).toMatch(/^Conversion failed: TextureWebp \(quality 80\) failed: /);
    expect(optimization.before?.textures).toBe(1);
    expect(job.status).toBe("DoneFailure");
  });

  it("refuses Optimize for a company without credits, leaving it Created and queueing nothing", async () => {
    const scene = await optimizationScene(t);
    await setCredits(t, scene.company.id, 0);
    const profile = await addProfile(scene, [{ id: "p", type: "Prune" }]);
    const res = await startOptimization(scene, crates, profile);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: OPTIMIZATION_MESSAGES.noCredits });
    const list = (await scene.admin.get("dataoptimization")).body as { items: Optimization[] };
    expect(list.items.map((item) => item.status)).toEqual(["Created"]);
    expect(((await scene.admin.get("jobstatus?kind=dataOptimization")).body as { total: number }).total).toBe(0);
    expect(await creditsOf(t, scene.company.id)).toBe(0);
  });
});

describe("a run whose job ended without a word", () => {
  it("shows Exception once its queued job was cancelled, never queueing for ever", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "p", type: "Prune" }]);
    await t.jobs.stop();
    try {
      const started = (await startOptimization(scene, crates, profile)).body as Optimization;
      expect(started.status).toBe("Ready");
      const [row] = await t.db
        .select({ jobId: dataOptimizations.jobId })
        .from(dataOptimizations)
        .where(eq(dataOptimizations.id, started.dataOptimizationId));
      expect((await scene.admin.post(`jobstatus/${row?.jobId}/cancel`)).status).toBe(200);
      const read = (await scene.admin.get(`dataoptimization/${started.dataOptimizationId}`)).body as Optimization;
      expect(read.status).toBe("Exception");
      expect(read.message.startsWith(`${OPTIMIZATION_MESSAGES.conversionFailed}: `)).toBe(true);
      expect(read.log.at(-1)).toMatchObject({ level: "error", text: read.message });
    } finally {
      await t.jobs.start();
    }
  });
});

describe("POST dataoptimization/{id}/approve", () => {
  it("writes the result into the asset library under the folder and answers the count", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "d", type: "Deduplicate" }]);
    const started = (await startOptimization(scene, crates, profile, "crates.glb")).body as Optimization;
    const early = await scene.admin.post(`dataoptimization/${started.dataOptimizationId}/approve`, {});
    // Approving before Success is refused (the job may already be done on a fast machine).
    if (early.status !== 200) expect(early.body).toMatchObject({ message: OPTIMIZATION_MESSAGES.notApprovable });
    await waitForOptimization(t, scene, started.dataOptimizationId);
    const approved = await scene.admin.post(`dataoptimization/${started.dataOptimizationId}/approve`, {
      folder: "models/",
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ count: 1, names: ["models/crates.glb"] });
    const asset = await t.app.inject({
      method: "GET",
      url: "/api/v1/asset/data/models/crates.glb",
      headers: { cookie: scene.cookie },
    });
    expect(asset.statusCode).toBe(200);
    const result = await t.app.inject({
      method: "GET",
      url: `/api/v1/dataoptimization/${started.dataOptimizationId}/result`,
      headers: { cookie: scene.cookie },
    });
    expect(asset.rawPayload.equals(result.rawPayload)).toBe(true);
  });

  it("serves every file of a glTF result beside its .gltf and as one zip, and nothing outside it", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [
      { id: "d", type: "Deduplicate" },
      { id: "w", type: "TextureWebp", quality: 80 },
      { id: "save", type: "SaveAs", as: "Gltf" },
    ]);
    const started = (await startOptimization(scene, crates, profile, "crates.glb")).body as Optimization;
    const { optimization } = await waitForOptimization(t, scene, started.dataOptimizationId);
    expect(optimization.status).toBe("Success");
    const path = `/api/v1/dataoptimization/${started.dataOptimizationId}/result`;
    expect(optimization.resultUrl).toBe(`${path}/crates.gltf`);
    const types: Record<string, string> = {
      "crates.gltf": "model/gltf+json",
      "crates.bin": "application/octet-stream",
      "crates-0.webp": "image/webp",
    };
    for (const [file, type] of Object.entries(types)) {
      const res = await t.app.inject({ method: "GET", url: `${path}/${file}`, headers: { cookie: scene.cookie } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers["content-type"], file).toContain(type);
    }
    const zip = await t.app.inject({ method: "GET", url: path, headers: { cookie: scene.cookie } });
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toContain('filename="crates.zip"');
    expect([...readZipEntries(zip.rawPayload).keys()].sort()).toEqual(Object.keys(types).sort());
    for (const file of ["..", "%2E%2E", ".hidden", "missing.bin"]) {
      const res = await t.app.inject({ method: "GET", url: `${path}/${file}`, headers: { cookie: scene.cookie } });
      expect(res.statusCode, file).toBeGreaterThanOrEqual(400);
    }
  });

  it("writes every file of a glTF result into the library, the .gltf with its buffer and images", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [
      { id: "d", type: "Deduplicate" },
      { id: "w", type: "TextureWebp", quality: 80 },
      { id: "save", type: "SaveAs", as: "Gltf" },
    ]);
    const started = (await startOptimization(scene, crates, profile, "crates.glb")).body as Optimization;
    expect((await waitForOptimization(t, scene, started.dataOptimizationId)).optimization.status).toBe("Success");
    const approved = await scene.admin.post(`dataoptimization/${started.dataOptimizationId}/approve`, {
      folder: "/models/crates/",
    });
    expect(approved.status).toBe(200);
    const types: Record<string, string> = {
      "models/crates/crates.gltf": "model/gltf+json",
      "models/crates/crates.bin": "application/octet-stream",
      "models/crates/crates-0.webp": "image/webp",
    };
    // The main file first, then the files it names.
    expect(approved.body).toEqual({ count: 3, names: expect.arrayContaining(Object.keys(types)) });
    expect((approved.body as { names: string[] }).names[0]).toBe("models/crates/crates.gltf");
    const listed = (await scene.admin.get("asset?prefix=models/crates/")).body as { assets: { name: string }[] };
    expect(listed.assets.map((asset) => asset.name).sort()).toEqual(Object.keys(types).sort());

    const result = `/api/v1/dataoptimization/${started.dataOptimizationId}/result`;
    for (const [name, type] of Object.entries(types)) {
      const asset = await t.app.inject({
        method: "GET",
        url: `/api/v1/asset/data/${name}`,
        headers: { cookie: scene.cookie },
      });
      expect(asset.statusCode, name).toBe(200);
      expect(asset.headers["content-type"], name).toContain(type);
      const file = name.slice("models/crates/".length);
      const original = await t.app.inject({
        method: "GET",
        url: `${result}/${file}`,
        headers: { cookie: scene.cookie },
      });
      expect(asset.rawPayload.equals(original.rawPayload), name).toBe(true);
    }
    // The .gltf names its buffer and image by names that resolve beside it in the library.
    const gltf = await t.app.inject({
      method: "GET",
      url: "/api/v1/asset/data/models/crates/crates.gltf",
      headers: { cookie: scene.cookie },
    });
    const document = JSON.parse(gltf.body) as { buffers: { uri: string }[]; images: { uri: string }[] };
    expect([...document.buffers, ...document.images].map((entry) => entry.uri).sort()).toEqual([
      "crates-0.webp",
      "crates.bin",
    ]);
  });

  it("refuses a folder that is not a library path, storing nothing", async () => {
    const scene = await optimizationScene(t);
    const profile = await addProfile(scene, [{ id: "d", type: "Deduplicate" }]);
    const started = (await startOptimization(scene, crates, profile, "crates.glb")).body as Optimization;
    await waitForOptimization(t, scene, started.dataOptimizationId);
    const res = await scene.admin.post(`dataoptimization/${started.dataOptimizationId}/approve`, { folder: "../up" });
    expect(res.status).toBe(400);
    expect((await scene.admin.get("asset")).body).toMatchObject({ assets: [] });
  });

  it("needs the asset library too", async () => {
    const scene = await optimizationScene(t, { manageAssets: false });
    const profile = await addProfile(scene, [{ id: "d", type: "Deduplicate" }]);
    const started = (await startOptimization(scene, crates, profile)).body as Optimization;
    await waitForOptimization(t, scene, started.dataOptimizationId);
    expect((await scene.admin.post(`dataoptimization/${started.dataOptimizationId}/approve`, {})).status).toBe(403);
  });
});
