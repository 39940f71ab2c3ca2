import { describe, expect, it } from "vitest";
import { assetDataUrl, assetFileName, assetFolder, assetZipUrl, isImageAsset, isModelAsset } from "./asset-urls";

describe("asset urls", () => {
  it("keeps the folders of a name and encodes each segment", () => {
    expect(assetDataUrl("shirts/red #1.png")).toBe("/api/v1/asset/data/shirts/red%20%231.png");
  });

  it("asks for an image fitted inside a box as webp", () => {
    expect(assetDataUrl("a/b.png", { width: 1600, height: 1600 })).toBe(
      "/api/v1/asset/data/a/b.png?width=1600&height=1600&format=webp",
    );
  });

  it("encodes the zip's prefix as one query value", () => {
    expect(assetZipUrl("shirts/r&d")).toBe("/api/v1/asset/zip?prefix=shirts%2Fr%26d");
  });

  it.each([
    ["shirts/red.png", "red.png", "shirts/"],
    ["red.png", "red.png", ""],
    ["a/b/c.glb", "c.glb", "a/b/"],
  ])("%s is the file %s in the folder '%s'", (name, file, folder) => {
    expect(assetFileName(name)).toBe(file);
    expect(assetFolder(name)).toBe(folder);
  });

  it("knows models by type or extension, and images by type", () => {
    expect(isModelAsset({ name: "m/shoe.bin", contentType: "model/gltf-binary" })).toBe(true);
    expect(isModelAsset({ name: "m/shoe.GLB", contentType: "application/octet-stream" })).toBe(true);
    expect(isModelAsset({ name: "m/shoe.png", contentType: "image/png" })).toBe(false);
    expect(isImageAsset({ contentType: "image/webp" })).toBe(true);
    expect(isImageAsset({ contentType: "model/gltf-binary" })).toBe(false);
  });
});
