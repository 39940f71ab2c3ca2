import type { Asset } from "@atelier/domain/asset/asset.schema";
import { describe, expect, it } from "vitest";
import { assetsShown, canDownloadAll, formatDimensions, uploadFolderOf } from "./library-view";

const asset = (name: string): Asset => ({
  name,
  contentType: "image/png",
  size: 1,
  width: 10,
  height: 20,
  lastModified: "2025-01-01T00:00:00Z",
  etag: '"1"',
});

describe("the library's view", () => {
  const pages = [
    { assets: [asset("a/red.png"), asset("a/red.Mask.png")] },
    { assets: [asset("a/red.Lightmap.png"), asset("a/blue.jpg"), asset("a/blue.Overlay.png")] },
  ];

  it.each([
    ["base", ["a/red.png", "a/blue.jpg"]],
    ["Mask", ["a/red.Mask.png"]],
    ["Lightmap", ["a/red.Lightmap.png"]],
  ] as const)("the %s view shows its own assets across pages", (mode, names) => {
    expect(assetsShown(pages, mode).map((shown) => shown.name)).toEqual(names);
  });

  it("shows nothing before the first page", () => {
    expect(assetsShown(undefined, "base")).toEqual([]);
  });

  it.each([
    ["", false],
    ["ab", false],
    ["abc", true],
    ["a/b", true],
  ])("Download all for the prefix '%s': %s", (prefix, offered) => {
    expect(canDownloadAll(prefix)).toBe(offered);
  });

  it("opens Upload with the prefix as its folder", () => {
    expect(uploadFolderOf("shirts/")).toBe("shirts");
    expect(uploadFolderOf("shirts/summer")).toBe("shirts/summer");
    expect(uploadFolderOf("")).toBe("");
  });

  it("shows dimensions of images only", () => {
    expect(formatDimensions({ width: 1600, height: 900 })).toBe("1600 x 900");
    expect(formatDimensions({ width: null, height: null })).toBe("");
  });
});
