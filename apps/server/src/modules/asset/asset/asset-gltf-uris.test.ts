import { describe, expect, it } from "vitest";
import { AppError } from "../../../errors/app-error";
import { glbOf } from "./asset.fixtures";
import { checkAssetContent } from "./asset-content-check";
import { GLTF_URI_MESSAGES, gltfUrisProblem } from "./asset-gltf-uris";

const gltf = (buffers: unknown[], images: unknown[] = []) => ({ asset: { version: "2.0" }, buffers, images });
const gltfText = (buffers: unknown[], images: unknown[] = []) => Buffer.from(JSON.stringify(gltf(buffers, images)));

async function refusal(name: string, body: Buffer): Promise<{ status: number; message: string }> {
  try {
    await checkAssetContent(name, body);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("the content was accepted");
}

describe("gltfUrisProblem", () => {
  it.each([
    ["a name beside the .gltf", "crates.bin"],
    ["a subfolder", "buffers/crates.bin"],
    ["a percent-encoded name", "my%20crates.bin"],
    ["an embedded buffer", "data:application/octet-stream;base64,AAAA"],
    ["an embedded glTF buffer", "data:application/gltf-buffer;base64,AAAA"],
  ])("accepts %s", (_case, uri) => {
    expect(gltfUrisProblem(gltf([{ uri, byteLength: 3 }]))).toBeNull();
  });

  it("accepts buffers without uri (a GLB's own), embedded images of image types and documents without either", () => {
    expect(gltfUrisProblem(gltf([{ byteLength: 4 }], [{ uri: "data:image/png;base64,AAAA" }]))).toBeNull();
    expect(gltfUrisProblem(gltf([], [{ uri: "data:image/webp;base64,AAAA" }, { uri: "t/wood 1.jpg" }]))).toBeNull();
    expect(gltfUrisProblem({ asset: { version: "2.0" } })).toBeNull();
  });

  it.each([
    ["a parent folder", "../other/crates.bin"],
    ["a parent folder inside the path", "a/../../crates.bin"],
    ["a percent-encoded parent folder", "%2E%2E/crates.bin"],
    ["an encoded slash making a parent folder", "..%2Fcrates.bin"],
    ["an absolute path", "/etc/passwd"],
    ["a network path", "//example.com/crates.bin"],
    ["an http URL", "https://example.com/crates.bin"],
    ["a file URL", "file:///etc/passwd"],
    ["a backslash", "..\\crates.bin"],
    ["a query", "crates.bin?v=2"],
    ["a current-folder part", "./crates.bin"],
    ["a malformed escape", "crates%E0.bin"],
  ])("refuses %s", (_case, uri) => {
    expect(gltfUrisProblem(gltf([{ uri }]))).toBe(GLTF_URI_MESSAGES.outside(uri));
  });

  it("refuses embedded data of other types and a uri that is not text", () => {
    const html = "data:text/html;base64,PHNjcmlwdD4=";
    expect(gltfUrisProblem(gltf([{ uri: html }]))).toBe(GLTF_URI_MESSAGES.dataType(html));
    expect(GLTF_URI_MESSAGES.dataType(html)).toContain("data:text/html;base64.");
    const svg = "data:image/svg+xml;base64,PHN2Zz4=";
    expect(gltfUrisProblem(gltf([], [{ uri: svg }]))).toBe(GLTF_URI_MESSAGES.dataType(svg));
    const imageAsBuffer = "data:image/png;base64,AAAA";
    expect(gltfUrisProblem(gltf([{ uri: imageAsBuffer }]))).toBe(GLTF_URI_MESSAGES.dataType(imageAsBuffer));
    expect(gltfUrisProblem(gltf([{ uri: 7 }]))).toBe(GLTF_URI_MESSAGES.notString);
    expect(gltfUrisProblem(gltf([], [{ uri: "../wood.png" }]))).toBe(GLTF_URI_MESSAGES.outside("../wood.png"));
  });
});

describe("checkAssetContent of glTF files", () => {
  it("keeps a .bin as a glTF buffer whatever its bytes, within the size limit", async () => {
    const floats = Buffer.from(new Float32Array([0, 1, 0.5, -2]).buffer);
    expect(await checkAssetContent("models/crates.bin", floats)).toEqual({
      contentType: "application/octet-stream",
      width: null,
      height: null,
    });
    expect(await checkAssetContent("models/CRATES.BIN", Buffer.from("text"))).toMatchObject({
      contentType: "application/octet-stream",
    });
    expect(await refusal("crates.bin", Buffer.alloc(0))).toEqual({ status: 400, message: "The file is empty." });
    expect(await refusal("crates.bin", Buffer.alloc(100 * 1024 * 1024 + 1))).toMatchObject({ status: 413 });
  });

  it("still refuses unknown bytes under another name", async () => {
    expect(await refusal("crates.dat", Buffer.from([0, 1, 2, 3, 255]))).toMatchObject({ status: 415 });
    expect(await refusal("crates", Buffer.from([0, 1, 2, 3, 255]))).toMatchObject({ status: 415 });
  });

  it("refuses a .gltf referring outside its folder, in a .gltf and in a GLB's JSON chunk", async () => {
    expect(await checkAssetContent("m/crates.gltf", gltfText([{ uri: "crates.bin" }]))).toMatchObject({
      contentType: "model/gltf+json",
    });
    expect(await refusal("m/crates.gltf", gltfText([{ uri: "../crates.bin" }]))).toEqual({
      status: 400,
      message: GLTF_URI_MESSAGES.outside("../crates.bin"),
    });
    expect(await refusal("m/crates.gltf", gltfText([], [{ uri: "https://example.com/a.png" }]))).toMatchObject({
      status: 400,
    });
    const glb = glbOf({ asset: { version: "2.0" }, buffers: [{ byteLength: 4 }, { uri: "/srv/data.bin" }] });
    expect(await refusal("m/crates.glb", glb)).toEqual({
      status: 400,
      message: GLTF_URI_MESSAGES.outside("/srv/data.bin"),
    });
  });
});
