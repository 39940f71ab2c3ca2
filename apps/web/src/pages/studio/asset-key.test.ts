import { describe, expect, it } from "vitest";
import { assetKeyManager, withAssetKey } from "./asset-key";

const ORIGIN = "https://shop.example.test";
const KEY = "pk_live_Abc123";

describe("withAssetKey", () => {
  it.each([
    ["/api/v1/asset/data/shoes/red.glb", "/api/v1/asset/data/shoes/red.glb?key=pk_live_Abc123"],
    ["/api/v1/asset/data/views/front.png?v=3", "/api/v1/asset/data/views/front.png?v=3&key=pk_live_Abc123"],
    ["/api/v1/asset/data/a%2Fb.png?", "/api/v1/asset/data/a%2Fb.png?key=pk_live_Abc123"],
    ["/api/v1/asset/data/front.png#top", "/api/v1/asset/data/front.png?key=pk_live_Abc123#top"],
    [`${ORIGIN}/api/v1/asset/data/front.png`, `${ORIGIN}/api/v1/asset/data/front.png?key=pk_live_Abc123`],
  ])("adds the key to the library address %s", (url, keyed) => {
    expect(withAssetKey(url, KEY, ORIGIN)).toBe(keyed);
  });

  it("encodes the key", () => {
    expect(withAssetKey("/api/v1/asset/data/a.png", "a&b=c d", ORIGIN)).toBe(
      "/api/v1/asset/data/a.png?key=a%26b%3Dc%20d",
    );
  });

  it.each([
    ["another host's library path", "https://cdn.example.test/api/v1/asset/data/front.png"],
    ["an image root outside the library", "/demo-media/shoes/front.png"],
    ["another API path", "/api/v1/asset/front.png"],
    ["a path that climbs out of the library", "/api/v1/asset/data/../../recipe/1.json"],
    ["an address that names a key already", "/api/v1/asset/data/front.png?key=other"],
    ["a data address", "data:image/png;base64,AAAA"],
  ])("leaves %s as it is", (_what, url) => {
    expect(withAssetKey(url, KEY, ORIGIN)).toBe(url);
  });

  it("leaves every address as it is without a key", () => {
    expect(withAssetKey("/api/v1/asset/data/front.png", undefined, ORIGIN)).toBe("/api/v1/asset/data/front.png");
    expect(withAssetKey("/api/v1/asset/data/front.png", "", ORIGIN)).toBe("/api/v1/asset/data/front.png");
  });
});

describe("assetKeyManager", () => {
  it("keys the library files a model names, once per key", () => {
    const manager = assetKeyManager(KEY, ORIGIN);
    expect(manager.resolveURL("/api/v1/asset/data/shoes/red.bin")).toBe(
      "/api/v1/asset/data/shoes/red.bin?key=pk_live_Abc123",
    );
    expect(manager.resolveURL("/api/v1/asset/data/shoes/red.glb?key=pk_live_Abc123")).toBe(
      "/api/v1/asset/data/shoes/red.glb?key=pk_live_Abc123",
    );
    expect(manager.resolveURL("https://cdn.example.test/red.png")).toBe("https://cdn.example.test/red.png");
    expect(assetKeyManager(KEY, ORIGIN)).toBe(manager);
  });
});
