import { ASSET_MESSAGES, type AssetList } from "@atelier/domain/asset/asset.schema";
import { describe, expect, it } from "vitest";
import { multipartBody } from "../../../../test/multipart";
import { useTestApp } from "../../../../test/test-app";
import { assetSceneOf, glbOf, pngHeaderClaiming, pngOf, uploadAssetFiles, zipBomb } from "./asset.fixtures";
import { assetBlobPrefix } from "./asset-blobs";
import { GLTF_URI_MESSAGES } from "./asset-gltf-uris";

const t = useTestApp();

/** Uploads the files with a good PNG first, and checks that the refusal left nothing stored. */
async function refusedUpload(fileName: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const { adminCookie, asAdmin, company } = await assetSceneOf(t);
  const res = await uploadAssetFiles(
    t.app,
    adminCookie,
    [
      { fileName: "fine.png", content: await pngOf(2, 2) },
      { fileName, content },
    ],
    fields,
  );
  expect((await asAdmin.get("asset")).body as AssetList).toEqual({ assets: [], nextPage: null });
  expect((await t.storage.list(assetBlobPrefix(company.id))).items).toEqual([]);
  return { status: res.status, message: (res.body as { message: string }).message, body: res.body };
}

describe("POST asset refuses bad files, storing nothing", () => {
  it("a text file named .glb", async () => {
    const res = await refusedUpload("model.glb", "this is not a model");
    expect(res).toMatchObject({
      status: 400,
      message: "The content of model.glb is not what its extension .glb says.",
    });
  });

  it("a truncated GLB, a GLB whose chunks overrun it and one whose JSON does not parse", async () => {
    const whole = glbOf();
    expect(await refusedUpload("cut.glb", whole.subarray(0, whole.length - 4))).toMatchObject({
      status: 400,
      message: "The GLB file is truncated: its header gives another length.",
    });
    const overrun = Buffer.from(whole);
    overrun.writeUInt32LE(whole.length, 12);
    expect(await refusedUpload("overrun.glb", overrun)).toMatchObject({
      status: 400,
      message: "The GLB file's chunks do not fit its length.",
    });
    const broken = Buffer.from(whole);
    broken.write("!", 20);
    expect(await refusedUpload("broken.glb", broken)).toMatchObject({
      status: 400,
      message: "The glTF JSON does not parse.",
    });
  });

  it("a .gltf that refers outside its folder or embeds a page, and unknown bytes not named .bin", async () => {
    const outside = JSON.stringify({ asset: { version: "2.0" }, buffers: [{ uri: "../../other/crates.bin" }] });
    expect(await refusedUpload("crates.gltf", outside, { folder: "models/a" })).toMatchObject({
      status: 400,
      message: GLTF_URI_MESSAGES.outside("../../other/crates.bin"),
    });
    const page = "data:text/html;base64,PHNjcmlwdD4=";
    const embedded = JSON.stringify({ asset: { version: "2.0" }, images: [{ uri: page }] });
    expect(await refusedUpload("crates.gltf", embedded)).toMatchObject({
      status: 400,
      message: GLTF_URI_MESSAGES.dataType(page),
    });
    expect(await refusedUpload("crates.dat", Buffer.from([0, 1, 2, 255]))).toMatchObject({ status: 415 });
  });

  it("a zip bomb (zip is not an asset type)", async () => {
    const res = await refusedUpload("bomb.zip", await zipBomb());
    expect(res.status).toBe(415);
    expect(res.message).toMatch(/^This type of file is not accepted\. Accepted types: PNG, JPEG/);
  });

  it("an image of 30000x30000 pixels, and bytes that only claim to be an image", async () => {
    expect(await refusedUpload("huge.png", pngHeaderClaiming(30000, 30000))).toMatchObject({
      status: 400,
      message: ASSET_MESSAGES.tooManyPixels,
    });
    const png = await pngOf(4, 4);
    expect(await refusedUpload("half.png", png.subarray(0, 20))).toMatchObject({
      status: 400,
      message: ASSET_MESSAGES.unreadableImage,
    });
  });

  it("a name that climbs out of the library, through the name field or the file field", async () => {
    const png = await pngOf(2, 2);
    for (const name of ["../etc/passwd.png", "a/./b.png", "/root.png", "a\\b.png", "a//b.png"]) {
      const { adminCookie, asAdmin } = await assetSceneOf(t);
      const byName = await uploadAssetFiles(t.app, adminCookie, [{ fileName: "x.png", content: png }], { name });
      expect(byName.status).toBe(400);
      expect(Object.keys((byName.body as { modelState: object }).modelState)).toEqual(["name"]);
      const byField = await uploadAssetFiles(t.app, adminCookie, [{ fileName: "x.png", content: png, field: name }]);
      expect(byField.status).toBe(400);
      const byJson = await asAdmin.post("asset", { name, source: png.toString("base64") });
      expect(byJson.status).toBe(400);
      expect(((await asAdmin.get("asset")).body as AssetList).assets).toEqual([]);
    }
  });

  it("a name field after the files, a name for several files, and no file at all", async () => {
    const { adminCookie, company } = await assetSceneOf(t);
    const png = await pngOf(2, 2);
    const several = await uploadAssetFiles(
      t.app,
      adminCookie,
      [
        { fileName: "a.png", content: png },
        { fileName: "b.png", content: png },
      ],
      { name: "one.png" },
    );
    expect(several).toMatchObject({
      status: 400,
      body: { modelState: { name: ["A name can be given to one file only."] } },
    });
    expect((await uploadAssetFiles(t.app, adminCookie, [])).body).toMatchObject({
      message: "Choose a file to upload.",
    });
    const { payload, headers } = multipartBody([
      { name: "files", fileName: "late.png", content: png },
      { name: "folder", value: "late/" },
    ]);
    const late = await t.app.inject({
      method: "POST",
      url: "/api/v1/asset",
      headers: { ...headers, cookie: adminCookie },
      payload,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: "Send the name and folder fields before the files." });
    expect((await t.storage.list(assetBlobPrefix(company.id))).items).toEqual([]);
  });
});

describe("POST asset keeps a glTF with its buffer", () => {
  it("stores the .gltf and its .bin side by side and serves the .bin as application/octet-stream", async () => {
    const { adminCookie, asAdmin } = await assetSceneOf(t);
    const buffer = Buffer.from(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);
    const gltf = JSON.stringify({
      asset: { version: "2.0" },
      buffers: [{ uri: "tri%20angle.bin", byteLength: buffer.length }],
    });
    const res = await uploadAssetFiles(
      t.app,
      adminCookie,
      [
        { fileName: "triangle.gltf", content: gltf },
        { fileName: "tri angle.bin", content: buffer },
      ],
      { folder: "models" },
    );
    expect(res.status).toBe(200);
    const listed = (await asAdmin.get("asset?prefix=models/")).body as AssetList;
    expect(listed.assets.map((asset) => [asset.name, asset.size])).toEqual([
      ["models/tri angle.bin", buffer.length],
      ["models/triangle.gltf", Buffer.byteLength(gltf)],
    ]);
    const bin = await t.app.inject({
      method: "GET",
      url: "/api/v1/asset/data/models/tri%20angle.bin",
      headers: { cookie: adminCookie },
    });
    expect(bin.statusCode).toBe(200);
    expect(bin.headers["content-type"]).toBe("application/octet-stream");
    expect(bin.headers["x-content-type-options"]).toBe("nosniff");
    expect(bin.rawPayload.equals(buffer)).toBe(true);
  });
});
