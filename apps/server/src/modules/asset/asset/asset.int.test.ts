import { ASSET_MESSAGES, ASSET_PAGE_SIZE, type Asset, type AssetList } from "@atelier/domain/asset/asset.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/test-app";
import { addAssets, assetSceneOf, glbOf, pngOf, uploadAssetFiles } from "./asset.fixtures";
import { assetBlobPrefix } from "./asset-blobs";

const t = useTestApp();

const assetScene = (values: { manageAssets?: boolean } = {}) => assetSceneOf(t, values);

async function storedKeys(companyId: string): Promise<string[]> {
  return (await t.storage.list(assetBlobPrefix(companyId))).items.map((item) => item.key);
}

const names = (list: unknown) => (list as AssetList).assets.map((asset) => asset.name);

describe("POST asset", () => {
  it("stores images, GLB and glTF typed by their bytes, with image sizes, under the folder given", async () => {
    const { adminCookie, asAdmin, company } = await assetScene();
    const png = await pngOf(40, 30);
    const glb = glbOf();
    const gltf = JSON.stringify({ asset: { version: "2.0" } });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>';
    const res = await uploadAssetFiles(
      t.app,
      adminCookie,
      [
        { fileName: "red.png", content: png },
        { fileName: "chair.glb", content: glb },
        { fileName: "chair.gltf", content: gltf },
        { fileName: "logo.svg", content: svg },
      ],
      { folder: "shirts/" },
    );
    expect(res.status).toBe(200);
    const stored = (res.body as { assets: Asset[] }).assets;
    expect(stored.map((a) => [a.name, a.contentType, a.size, a.width, a.height])).toEqual([
      ["shirts/red.png", "image/png", png.length, 40, 30],
      ["shirts/chair.glb", "model/gltf-binary", glb.length, null, null],
      ["shirts/chair.gltf", "model/gltf+json", gltf.length, null, null],
      ["shirts/logo.svg", "image/svg+xml", svg.length, 20, 10],
    ]);
    expect(stored[0]?.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(names((await asAdmin.get("asset?prefix=shirts/")).body)).toEqual([
      "shirts/chair.glb",
      "shirts/chair.gltf",
      "shirts/logo.svg",
      "shirts/red.png",
    ]);
    expect(await storedKeys(company.id)).toHaveLength(4);
  });

  it("names a file by the `name` field, or by its form field name", async () => {
    const { adminCookie } = await assetScene();
    const png = await pngOf(2, 2);
    const byField = await uploadAssetFiles(t.app, adminCookie, [{ fileName: "x.png", content: png }], {
      name: "a/b/named.png",
    });
    expect((byField.body as { assets: Asset[] }).assets.map((a) => a.name)).toEqual(["a/b/named.png"]);
    const byPart = await uploadAssetFiles(t.app, adminCookie, [
      { fileName: "x.png", content: png, field: "c/part-named.png" },
    ]);
    expect((byPart.body as { assets: Asset[] }).assets.map((a) => a.name)).toEqual(["c/part-named.png"]);
  });

  it("takes JSON with a base64 source; the bytes decide the type, not the claim", async () => {
    const { asAdmin } = await assetScene();
    const png = await pngOf(3, 5);
    const res = await asAdmin.post("asset", {
      name: "json/p.png",
      mimeType: "image/gif",
      source: png.toString("base64"),
    });
    expect(res.status).toBe(200);
    expect((res.body as { assets: Asset[] }).assets).toMatchObject([
      { name: "json/p.png", contentType: "image/png", width: 3, height: 5 },
    ]);
    const bad = await asAdmin.post("asset", { name: "json/q.png", source: "not base64!" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ modelState: { source: ["Source must be the content in base64."] } });
    const missing = await asAdmin.post("asset", { name: "../x.png" });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { modelState: object }).modelState).sort()).toEqual(["name", "source"]);
  });

  it("replaces an asset of the same name and removes the old object", async () => {
    const { adminCookie, asAdmin, company } = await assetScene();
    const [first] = await addAssets(t.app, adminCookie, [{ fileName: "a.png", content: await pngOf(4, 4) }]);
    const keysBefore = await storedKeys(company.id);
    const [second] = await addAssets(t.app, adminCookie, [{ fileName: "a.png", content: await pngOf(8, 2) }]);
    expect(second).toMatchObject({ name: "a.png", width: 8, height: 2 });
    expect(second?.etag).not.toBe(first?.etag);
    const keysAfter = await storedKeys(company.id);
    expect(keysAfter).toHaveLength(1);
    expect(keysAfter).not.toEqual(keysBefore);
    expect(names((await asAdmin.get("asset")).body)).toEqual(["a.png"]);
    const activity = (await asAdmin.get("activity?resourceType=asset")).body as AuditPage;
    expect(activity.entries.map((entry) => entry.action)).toEqual(["update", "create"]);
  });

  it("refuses a viewer (403) and a company without the library (403 with its message)", async () => {
    const viewer = await assetScene();
    const png = await pngOf(2, 2);
    const refused = await uploadAssetFiles(t.app, viewer.viewerCookie, [{ fileName: "a.png", content: png }]);
    expect(refused.status).toBe(403);
    expect((await viewer.asViewer.get("asset")).status).toBe(200);
    const off = await assetScene({ manageAssets: false });
    const upload = await uploadAssetFiles(t.app, off.adminCookie, [{ fileName: "a.png", content: png }]);
    expect(upload).toMatchObject({ status: 403, body: { message: ASSET_MESSAGES.notEnabled } });
    expect((await off.asAdmin.get("asset")).body).toMatchObject({ message: ASSET_MESSAGES.notEnabled });
    expect((await off.asAdmin.get("asset/zip?prefix=abc")).status).toBe(403);
    expect(await storedKeys(off.company.id)).toEqual([]);
  });
});

describe("GET asset", () => {
  it("lists by case-sensitive prefix in byte order, a page at a time by token", async () => {
    const { asAdmin } = await assetScene();
    const png = (await pngOf(1, 1)).toString("base64");
    const all = ["B/one.png", "a/Z.png", "a/a.png", "a/b.png", "a/é.png", "A/cap.png"];
    for (const name of all) expect((await asAdmin.post("asset", { name, source: png })).status).toBe(200);
    expect(names((await asAdmin.get("asset?prefix=a/")).body)).toEqual(["a/Z.png", "a/a.png", "a/b.png", "a/é.png"]);
    expect(names((await asAdmin.get("asset?prefix=A")).body)).toEqual(["A/cap.png"]);
    expect(names((await asAdmin.get("asset?prefix=a%2F%C3%A9")).body)).toEqual(["a/é.png"]);
    expect(names((await asAdmin.get("asset?prefix=%25")).body)).toEqual([]);
    const whole = (await asAdmin.get("asset")).body as AssetList;
    expect(whole.assets.map((a) => a.name)).toEqual(
      [...all].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y))),
    );
    expect(whole.nextPage).toBeNull();
  });

  it("answers nextPage past ASSET_PAGE_SIZE and refuses a token it did not give", async () => {
    const { asAdmin } = await assetScene();
    const png = (await pngOf(1, 1)).toString("base64");
    for (let i = 0; i <= ASSET_PAGE_SIZE; i += 1) {
      await asAdmin.post("asset", { name: `p/${String(i).padStart(3, "0")}.png`, source: png });
    }
    const first = (await asAdmin.get("asset?prefix=p/")).body as AssetList;
    expect(first.assets).toHaveLength(ASSET_PAGE_SIZE);
    expect(first.nextPage).not.toBeNull();
    const second = (await asAdmin.get(`asset?prefix=p/&nextPage=${first.nextPage}`)).body as AssetList;
    expect(second.assets.map((a) => a.name)).toEqual([`p/${String(ASSET_PAGE_SIZE).padStart(3, "0")}.png`]);
    expect(second.nextPage).toBeNull();
    const bad = await asAdmin.get("asset?nextPage=!!");
    expect(bad.status).toBe(400);
  });
});

describe("GET and DELETE asset/{name}", () => {
  it("reads one asset by path or %2F, removes it (etag checked when given) and its object", async () => {
    const { adminCookie, asAdmin, asViewer, company } = await assetScene();
    const [asset] = await addAssets(t.app, adminCookie, [{ fileName: "r.png", content: await pngOf(2, 2) }]);
    await asAdmin.post("asset", { name: "deep/er/r.png", source: (await pngOf(1, 1)).toString("base64") });
    expect((await asAdmin.get("asset/r.png")).body).toEqual(asset);
    expect((await asAdmin.get("asset/deep%2Fer%2Fr.png")).body).toMatchObject({ name: "deep/er/r.png" });
    expect((await asAdmin.get("asset/deep/er/r.png")).body).toMatchObject({ name: "deep/er/r.png" });
    expect((await asViewer.delete("asset/r.png")).status).toBe(403);
    expect((await asAdmin.delete("asset/r.png?etag=%22stale%22")).status).toBe(412);
    const removed = await asAdmin.delete(`asset/r.png?etag=${encodeURIComponent(asset?.etag ?? "")}`);
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await asAdmin.get("asset/r.png")).body).toMatchObject({ message: ASSET_MESSAGES.notFound });
    expect((await asAdmin.delete("asset/deep/er/r.png")).status).toBe(200);
    expect(await storedKeys(company.id)).toEqual([]);
    expect((await asAdmin.delete("asset/r.png")).status).toBe(404);
  });

  it("answers another company's asset as missing", async () => {
    const home = await assetScene();
    const other = await assetScene();
    await addAssets(t.app, other.adminCookie, [{ fileName: "theirs.png", content: await pngOf(2, 2) }]);
    expect((await home.asAdmin.get("asset/theirs.png")).status).toBe(404);
    expect((await home.asAdmin.get("asset/data/theirs.png")).status).toBe(404);
    expect((await home.asAdmin.delete("asset/theirs.png")).status).toBe(404);
    expect(names((await home.asAdmin.get("asset")).body)).toEqual([]);
    expect(names((await other.asAdmin.get("asset")).body)).toEqual(["theirs.png"]);
  });
});
