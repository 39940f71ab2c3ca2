import { ASSET_MESSAGES, type AssetDerivationStarted } from "@atelier/domain/asset/asset.schema";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { readAssetContent, saveAssetContent } from "../asset/asset.service";
import { pngWithBoxes } from "./derive.fixtures";
import { DERIVE_MESSAGES, MASK_WARNING_TEXTS } from "./derive-messages";

const t = useTestApp();

const WHITE = { r: 255, g: 255, b: 255 };
const PRODUCT = { left: 20, top: 20, width: 24, height: 24, colour: { r: 180, g: 30, b: 40 } };

/** Stores an asset of the company directly (the upload call is tested with the library). */
async function store(companyId: string, name: string, body: Buffer) {
  const deps = { db: t.db, storage: t.storage, clock: () => new Date(), log: t.app.log };
  return saveAssetContent(deps, { kind: "system", name: "Test", companyId }, name, body);
}

async function scene(flags: { manageAssets?: boolean } = { manageAssets: true }) {
  const roles = await createCompanyWithEveryRole(t.db, flags);
  const asAdmin = await signedIn(t.app, roles.admin);
  await store(
    roles.company.id,
    "shirts/red.jpg",
    await sharp(await pngWithBoxes(64, 48, WHITE, [PRODUCT]))
      .jpeg({ quality: 95 })
      .toBuffer(),
  );
  return { ...roles, asAdmin };
}

/** The stored result as one-channel pixels. */
async function pixelsOf(companyId: string, name: string) {
  const found = await readAssetContent({ db: t.db, storage: t.storage }, companyId, name);
  if (!found) throw new Error(`no asset ${name}`);
  const { channels, space } = await sharp(found.body).metadata();
  const { data, info } = await sharp(found.body).toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  const stored = { width: info.width, height: info.height, channels, space };
  return { asset: found.asset, info: stored, at: (x: number, y: number) => data[y * info.width + x] };
}

describe("POST asset/mask", () => {
  it("queues a job that stores the mask as {base}.Mask.png, white product on black", async () => {
    const { company, asAdmin } = await scene();
    const res = await asAdmin.post("asset/mask", { name: "shirts/red.jpg" });
    expect(res.status).toBe(202);
    const started = res.body as AssetDerivationStarted;
    expect(started.name).toBe("shirts/red.Mask.png");
    const job = await t.waitForJob(started.jobId);
    expect(job).toMatchObject({
      status: "DoneSuccess",
      kind: "assetMask",
      message: DERIVE_MESSAGES.maskSaved("shirts/red.Mask.png"),
    });
    expect(job.log.map((line) => line.text)).toContain(DERIVE_MESSAGES.usedBackground(["#ffffff"]));
    const mask = await pixelsOf(company.id, "shirts/red.Mask.png");
    expect(mask.asset).toMatchObject({ contentType: "image/png", width: 64, height: 48 });
    expect(mask.info).toMatchObject({ channels: 1, space: "b-w" });
    expect([mask.at(32, 30), mask.at(2, 2), mask.at(60, 45)]).toEqual([255, 0, 0]);
    const polled = await asAdmin.get(`jobstatus/${started.jobId}`);
    expect(polled.body).toMatchObject({ status: "DoneSuccess", progress: 100 });
  });

  it("uses the alpha of a transparent PNG", async () => {
    const { company, asAdmin } = await scene();
    await store(
      company.id,
      "cut.png",
      await pngWithBoxes(32, 32, { r: 0, g: 0, b: 0, alpha: 0 }, [
        { ...PRODUCT, left: 8, top: 8, width: 16, height: 16 },
      ]),
    );
    const { jobId } = (await asAdmin.post("asset/mask", { name: "cut.png" })).body as AssetDerivationStarted;
    const job = await t.waitForJob(jobId);
    expect(job.status).toBe("DoneSuccess");
    expect(job.log.map((line) => line.text)).toContain(DERIVE_MESSAGES.usedAlpha);
    const mask = await pixelsOf(company.id, "cut.Mask.png");
    expect([mask.at(16, 16), mask.at(2, 2)]).toEqual([255, 0]);
  });

  it("succeeds but says the mask may be unreliable when the product touches the border", async () => {
    const { company, asAdmin } = await scene();
    await store(company.id, "cropped.png", await pngWithBoxes(64, 64, WHITE, [{ ...PRODUCT, top: 30, height: 34 }]));
    const { jobId } = (await asAdmin.post("asset/mask", { name: "cropped.png" })).body as AssetDerivationStarted;
    const job = await t.waitForJob(jobId);
    expect(job).toMatchObject({ status: "DoneSuccess", message: DERIVE_MESSAGES.maskUnreliable("cropped.Mask.png") });
    expect(job.log).toContainEqual(expect.objectContaining({ text: MASK_WARNING_TEXTS.touchesBorder, level: "warn" }));
  });

  it("replaces an earlier mask of the same image", async () => {
    const { company, asAdmin } = await scene();
    for (let run = 0; run < 2; run += 1) {
      const { jobId } = (await asAdmin.post("asset/mask", { name: "shirts/red.jpg" })).body as AssetDerivationStarted;
      expect((await t.waitForJob(jobId)).status).toBe("DoneSuccess");
    }
    const list = await asAdmin.get("asset?prefix=shirts/");
    const names = (list.body as { assets: { name: string }[] }).assets.map((asset) => asset.name);
    expect(names.filter((name) => name === "shirts/red.Mask.png")).toHaveLength(1);
    expect((await pixelsOf(company.id, "shirts/red.Mask.png")).at(32, 30)).toBe(255);
  });

  it("ends DoneFailure when the image was removed before the job ran", async () => {
    const { company, asAdmin } = await scene();
    await store(company.id, "gone.png", await pngWithBoxes(16, 16, WHITE, []));
    await t.jobs.stop();
    try {
      const { jobId } = (await asAdmin.post("asset/mask", { name: "gone.png" })).body as AssetDerivationStarted;
      expect((await asAdmin.delete("asset/gone.png")).status).toBeLessThan(300);
      await t.jobs.start();
      expect(await t.waitForJob(jobId)).toMatchObject({ status: "DoneFailure", message: DERIVE_MESSAGES.sourceGone });
    } finally {
      await t.jobs.start();
    }
    expect(await readAssetContent({ db: t.db, storage: t.storage }, company.id, "gone.Mask.png")).toBeUndefined();
  });
});

describe("POST asset/lightmap", () => {
  it("stores {base}.Lightmap.png through the pair's curve, made by a configurator", async () => {
    const { company, configurator } = await scene();
    await store(company.id, "grey.png", await pngWithBoxes(8, 8, { r: 128, g: 128, b: 128 }, []));
    const client = await signedIn(t.app, configurator);
    const res = await client.post("asset/lightmap", { name: "grey.png", strength: 0, gamma: 2 });
    expect(res.status).toBe(202);
    const { jobId, name } = res.body as AssetDerivationStarted;
    expect(name).toBe("grey.Lightmap.png");
    const job = await t.waitForJob(jobId);
    expect(job).toMatchObject({ status: "DoneSuccess", message: DERIVE_MESSAGES.lightmapSaved("grey.Lightmap.png") });
    expect(job.description).toBe(DERIVE_MESSAGES.lightmapDescription("grey.png", "200%"));
    const lightmap = await pixelsOf(company.id, "grey.Lightmap.png");
    expect([lightmap.info.width, lightmap.info.height, lightmap.info.channels]).toEqual([8, 8, 1]);
    expect(lightmap.at(4, 4)).toBe(64);
  });

  it("is made by an API key with the editing role, its result written as the key", async () => {
    const { company } = await scene();
    await store(company.id, "grey.png", await pngWithBoxes(8, 8, { r: 128, g: 128, b: 128 }, []));
    const key = await createApiKey(t.db, company, ["Manage Configuration"]);
    const client = apiClient(t.app, { authorization: key.authorization });
    const res = await client.post("asset/lightmap", { name: "grey.png", strength: 0.75, gamma: 1 });
    expect(res.status).toBe(202);
    expect((await t.waitForJob((res.body as AssetDerivationStarted).jobId)).status).toBe("DoneSuccess");
    expect((await pixelsOf(company.id, "grey.Lightmap.png")).at(0, 0)).toBe(223);
  });
});

describe("mask and lightmap refusals", () => {
  const calls = [
    ["asset/mask", {}],
    ["asset/lightmap", { strength: 0.5, gamma: 1 }],
  ] as const;

  it.each(calls)("%s refuses the viewer and order manager, and a company without assets", async (path, extra) => {
    const { viewer, orderManager } = await scene();
    for (const user of [viewer, orderManager]) {
      const res = await (await signedIn(t.app, user)).post(path, { name: "shirts/red.jpg", ...extra });
      expect(res.status).toBe(403);
    }
    const off = await scene({ manageAssets: false });
    const res = await off.asAdmin.post(path, { name: "shirts/red.jpg", ...extra });
    expect(res).toMatchObject({ status: 403, body: { message: ASSET_MESSAGES.notEnabled } });
  });

  it.each(calls)("%s answers 404 for another company's image and a missing one", async (path, extra) => {
    const { asAdmin } = await scene();
    const other = await createCompanyWithEveryRole(t.db, { manageAssets: true });
    await store(other.company.id, "theirs.png", await pngWithBoxes(8, 8, WHITE, []));
    for (const name of ["theirs.png", "missing.png"]) {
      const res = await asAdmin.post(path, { name, ...extra });
      expect(res).toMatchObject({ status: 404, body: { message: ASSET_MESSAGES.notFound } });
    }
    expect(
      await readAssetContent({ db: t.db, storage: t.storage }, other.company.id, "theirs.Mask.png"),
    ).toBeUndefined();
  });

  it.each(calls)("%s answers 400 for a drawing and for a Mask, Lightmap or Overlay", async (path, extra) => {
    const { company, asAdmin } = await scene();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
    await store(company.id, "logo.svg", Buffer.from(svg));
    const drawing = await asAdmin.post(path, { name: "logo.svg", ...extra });
    expect(drawing).toMatchObject({ status: 400, body: { modelState: { name: [ASSET_MESSAGES.notAnImage] } } });
    await store(company.id, "shirts/red.Overlay.png", await pngWithBoxes(8, 8, WHITE, []));
    const derived = await asAdmin.post(path, { name: "shirts/red.Overlay.png", ...extra });
    expect(derived).toMatchObject({ status: 400, body: { modelState: { name: [DERIVE_MESSAGES.notBaseImage] } } });
  });

  it("answers 400 for missing and out-of-range fields, and queues nothing", async () => {
    const { asAdmin } = await scene();
    const before = ((await asAdmin.get("jobstatus")).body as { total: number }).total;
    expect((await asAdmin.post("asset/mask", {})).status).toBe(400);
    expect((await asAdmin.post("asset/mask", { name: "../red.jpg" })).status).toBe(400);
    expect((await asAdmin.post("asset/lightmap", { name: "shirts/red.jpg" })).status).toBe(400);
    const range = await asAdmin.post("asset/lightmap", { name: "shirts/red.jpg", strength: 2, gamma: 1 });
    expect(range).toMatchObject({
      status: 400,
      body: { modelState: { strength: ["Strength must be between 0 and 1."] } },
    });
    const gamma = await asAdmin.post("asset/lightmap", { name: "shirts/red.jpg", strength: 0, gamma: "2" });
    expect(gamma.status).toBe(400);
    expect(((await asAdmin.get("jobstatus")).body as { total: number }).total).toBe(before);
  });
});
