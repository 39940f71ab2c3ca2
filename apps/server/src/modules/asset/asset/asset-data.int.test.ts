import type { Usage } from "@atelier/domain/account/usage.schema";
import { ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import { assetZipName } from "@atelier/domain/asset/asset-names";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { addAssets, assetSceneOf, dataPath, glbOf, pngOf, readZipEntries } from "./asset.fixtures";
import { ASSET_CACHE_CONTROL } from "./asset-data.routes";
import { previewBox, previewKey } from "./asset-preview";

const t = useTestApp();

const fetchData = (cookie: string, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/v1/${path}`, headers: { ...headers, cookie } });

async function bandwidthToday(client: ApiClient): Promise<number> {
  const res = await client.get("analytics/bandwidth");
  expect(res.status).toBe(200);
  return (res.body as Usage).thisMonth.days.at(-1)?.total ?? 0;
}

describe("GET asset/data/{name}", () => {
  it("serves the content with its type, ETag (304), Range (206, 416) and revalidating cache headers", async () => {
    const { adminCookie } = await assetSceneOf(t);
    const png = await pngOf(10, 10);
    const [asset] = await addAssets(t.app, adminCookie, [{ fileName: "img.png", content: png }], { folder: "a b/ü" });
    expect(asset?.name).toBe("a b/ü/img.png");
    const whole = await fetchData(adminCookie, dataPath("a b/ü/img.png"));
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(png)).toBe(true);
    expect(whole.headers).toMatchObject({
      "content-type": "image/png",
      etag: asset?.etag,
      "cache-control": ASSET_CACHE_CONTROL,
      "accept-ranges": "bytes",
    });
    const encoded = await fetchData(adminCookie, `asset/data/${encodeURIComponent("a b/ü/img.png")}`);
    expect(encoded.rawPayload.equals(png)).toBe(true);
    const again = await fetchData(adminCookie, dataPath("a b/ü/img.png"), { "if-none-match": asset?.etag ?? "" });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const part = await fetchData(adminCookie, dataPath("a b/ü/img.png"), { range: "bytes=1-3" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1-3/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(1, 4))).toBe(true);
    const past = await fetchData(adminCookie, dataPath("a b/ü/img.png"), { range: `bytes=${png.length}-` });
    expect(past.statusCode).toBe(416);
    const missing = await fetchData(adminCookie, dataPath("a b/ü/none.png"));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: ASSET_MESSAGES.notFound });
  });

  it("is read by any member and by a storefront key in the query, without the library flag's check", async () => {
    const scene = await assetSceneOf(t);
    const glb = glbOf();
    await addAssets(t.app, scene.adminCookie, [{ fileName: "m.glb", content: glb }]);
    const viewer = await fetchData(scene.viewerCookie, dataPath("m.glb"));
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers["content-type"]).toBe("model/gltf-binary");
    const { created } = await addStorefrontKey(t, scene.asAdmin, scene.company.id, {
      name: "Shop",
      allowedOrigins: [],
    });
    const byKey = await t.app.inject({ method: "GET", url: `/api/v1/asset/data/m.glb?key=${created.key}` });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.rawPayload.equals(glb)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/asset/data/m.glb" })).statusCode).toBe(401);
  });

  it("counts the bytes served as the company's bandwidth", async () => {
    const { adminCookie, asAdmin } = await assetSceneOf(t);
    const png = await pngOf(64, 64);
    await addAssets(t.app, adminCookie, [{ fileName: "b.png", content: png }]);
    const first = await asAdmin.get("analytics/bandwidth");
    const before = (first.body as Usage).thisMonth.days.at(-1)?.total ?? 0;
    const served = await fetchData(adminCookie, dataPath("b.png"));
    const zip = await fetchData(adminCookie, "asset/zip?prefix=b.p");
    expect(zip.statusCode).toBe(200);
    const after = await bandwidthToday(asAdmin);
    // The first figure's own answer counts once it is sent, then the content and the zip, byte for byte.
    expect(after - before).toBe(first.response.rawPayload.length + served.rawPayload.length + zip.rawPayload.length);
  });

  it("makes an image preview inside the box as webp once, and reads it from the cache after", async () => {
    const { adminCookie, company } = await assetSceneOf(t);
    const [asset] = await addAssets(t.app, adminCookie, [{ fileName: "wide.png", content: await pngOf(400, 100) }]);
    const first = await fetchData(adminCookie, `${dataPath("wide.png")}?width=200&height=200&format=webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: "webp", width: 200, height: 50 });
    const sha = (asset?.etag ?? "").replaceAll('"', "");
    const key = previewKey(company.id, sha, previewBox({ width: 200, height: 200 }));
    expect(await t.storage.head(key)).toBeDefined();
    // The cached preview is what the second request reads: replace it and the answer follows.
    const marker = await sharp({ create: { width: 3, height: 3, channels: 3, background: "blue" } })
      .webp()
      .toBuffer();
    await t.storage.put(key, marker, { contentType: "image/webp" });
    const second = await fetchData(adminCookie, `${dataPath("wide.png")}?width=200&height=200&format=webp`);
    expect(second.rawPayload.equals(marker)).toBe(true);
    const small = await fetchData(adminCookie, `${dataPath("wide.png")}?format=webp`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 400, height: 100 });
  });

  it("refuses a preview of a model and a box past the preview size", async () => {
    const { adminCookie } = await assetSceneOf(t);
    await addAssets(t.app, adminCookie, [{ fileName: "m.glb", content: glbOf() }]);
    const model = await fetchData(adminCookie, `${dataPath("m.glb")}?format=webp`);
    expect(model.statusCode).toBe(400);
    expect(model.json()).toMatchObject({ message: "Only images have previews." });
    expect((await fetchData(adminCookie, `${dataPath("m.glb")}?width=5000`)).statusCode).toBe(400);
  });
});

describe("GET asset/zip", () => {
  it("streams every asset under the prefix in one zip named by the time", async () => {
    const { adminCookie, viewerCookie } = await assetSceneOf(t);
    const red = await pngOf(5, 5);
    const glb = glbOf();
    await addAssets(t.app, adminCookie, [
      { fileName: "shirts/red.png", content: red, field: "shirts/red.png" },
      { fileName: "shirts/sub/m.glb", content: glb, field: "shirts/sub/m.glb" },
      { fileName: "shoes.png", content: red },
    ]);
    const res = await fetchData(adminCookie, "asset/zip?prefix=shirts/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain(`filename="${assetZipName(new Date())}"`);
    const entries = readZipEntries(res.rawPayload);
    expect([...entries.keys()]).toEqual(["shirts/red.png", "shirts/sub/m.glb"]);
    expect(entries.get("shirts/red.png")?.equals(red)).toBe(true);
    expect(entries.get("shirts/sub/m.glb")?.equals(glb)).toBe(true);
    expect((await fetchData(viewerCookie, "asset/zip?prefix=shi")).statusCode).toBe(200);
  });

  it("needs a prefix of at least three characters", async () => {
    const { asAdmin } = await assetSceneOf(t);
    const res = await asAdmin.get("asset/zip?prefix=ab");
    expect(res).toMatchObject({ status: 400, body: { modelState: { prefix: [ASSET_MESSAGES.prefixTooShort] } } });
  });
});
