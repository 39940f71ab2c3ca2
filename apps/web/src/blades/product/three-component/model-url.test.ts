import type { OptionAsset } from "@atelier/domain/catalogue/component-option.schema";
import { describe, expect, it } from "vitest";
import { ASSET_DATA_PATH, assetUrl, isModelFileUrl, modelAssetName, modelUrlFromProbe, probeUrl } from "./model-url";

function option(...assets: Partial<OptionAsset>[]) {
  return {
    componentOptionId: "o",
    componentOptionDefinitionId: null,
    code: "o",
    name: "o",
    assetsJson: assets.map((asset, index) => ({
      id: `a${index}`,
      frame: null,
      asset: "",
      type: "Asset" as const,
      ...asset,
    })),
  };
}

describe("modelAssetName", () => {
  it("takes the first entry for frame 0 or no frame, option by option", () => {
    const component = {
      componentOptions: [
        option({ asset: "frame-2", frame: 2 }),
        option({ asset: "from-attribute", type: "AssetFromAttribute" }),
        option({ asset: "frame-1", frame: 1 }, { asset: "model.glb", frame: 0 }, { asset: "later.glb" }),
        option({ asset: "other.glb" }),
      ],
    };
    expect(modelAssetName(component)).toBe("model.glb");
    expect(modelAssetName({ componentOptions: [option({ asset: "any.glb", frame: null })] })).toBe("any.glb");
  });

  it("is null without options or without a matching entry", () => {
    expect(modelAssetName({})).toBeNull();
    expect(modelAssetName({ componentOptions: [] })).toBeNull();
    expect(modelAssetName({ componentOptions: [option({ asset: "x", frame: 3 })] })).toBeNull();
  });
});

describe("assetUrl", () => {
  it.each([
    ["/demo-media/models/sneaker.glb", "/demo-media/models/sneaker.glb"],
    ["https://cdn.example.com/shoe", "https://cdn.example.com/shoe"],
    ["http://example.com/a.gltf", "http://example.com/a.gltf"],
    ["HTTPS://example.com/a.glb", "HTTPS://example.com/a.glb"],
    ["shoe", `${ASSET_DATA_PATH}shoe`],
    ["models/red shoe#1.glb", `${ASSET_DATA_PATH}models/red%20shoe%231.glb`],
  ])("%s -> %s", (name, url) => {
    expect(assetUrl(name)).toBe(url);
  });
});

describe("the 3D loading rule", () => {
  it.each([
    ["/m/shoe.glb", true],
    ["/m/shoe.GLTF", true],
    ["/m/shoe.glb?v=2", true],
    ["/m/shoe", false],
    ["/m/shoe.gltf.zip", false],
    ["/m/shoe?name=a.glb", false],
  ])("%s is used directly: %s", (url, direct) => {
    expect(isModelFileUrl(url)).toBe(direct);
  });

  it("checks the URL with .gltf, before any query string", () => {
    expect(probeUrl("/api/v1/asset/data/shoe")).toBe("/api/v1/asset/data/shoe.gltf");
    expect(probeUrl("/m/shoe?v=2")).toBe("/m/shoe.gltf?v=2");
  });

  it.each([
    ["model/gltf-binary", "/m/shoe.glb"],
    ["application/octet-binary", "/m/shoe.glb"],
    ["model/gltf+json", "/m/shoe.gltf"],
    ["application/json; charset=utf-8", "/m/shoe.gltf"],
    [null, "/m/shoe.gltf"],
  ])("a content type %s gives %s", (contentType, url) => {
    expect(modelUrlFromProbe("/m/shoe", contentType)).toBe(url);
  });
});
