import type { Component } from "@atelier/domain/product/component.schema";

/**
 * Where an asset named without a URL is read. The Assets area is not built yet; this is the path it
 * will serve (docs/decisions/web-three-component-model-url.md).
 */
export const ASSET_DATA_PATH = "/api/v1/asset/data/";

/**
 * The component's model asset: the first asset entry of its options (in order) for frame 0 or no frame.
 * Entries taking the asset from an attribute are skipped: the viewer has no attribute values to read.
 */
export function modelAssetName(component: Pick<Component, "componentOptions">): string | null {
  for (const option of component.componentOptions ?? []) {
    const entry = option.assetsJson.find(
      (asset) => asset.type === "Asset" && (asset.frame === null || asset.frame === 0),
    );
    if (entry !== undefined) return entry.asset;
  }
  return null;
}

/** A name starting with '/' or 'http' is already a URL; any other is an asset of the company. */
export function assetUrl(name: string): string {
  if (name.startsWith("/") || /^http/i.test(name)) return name;
  return ASSET_DATA_PATH + name.split("/").map(encodeURIComponent).join("/");
}

/** The URL without its query string and fragment, and what follows. */
function splitUrl(url: string): { path: string; rest: string } {
  const end = url.search(/[?#]/);
  return end === -1 ? { path: url, rest: "" } : { path: url.slice(0, end), rest: url.slice(end) };
}

/** The URL with an extension added to its path. */
function withExtension(url: string, extension: ".gltf" | ".glb"): string {
  const { path, rest } = splitUrl(url);
  return path + extension + rest;
}

/** A .gltf or .glb URL is loaded as it is (spec part 2, 4 "3D loading"). */
export function isModelFileUrl(url: string): boolean {
  return /\.(gltf|glb)$/i.test(splitUrl(url).path);
}

/** Any other URL is checked with a HEAD call on the URL with .gltf. */
export function probeUrl(url: string): string {
  return withExtension(url, ".gltf");
}

/** The HEAD answer decides: a content type containing 'binary' means .glb, anything else .gltf. */
export function modelUrlFromProbe(url: string, contentType: string | null): string {
  return withExtension(url, contentType?.includes("binary") ? ".glb" : ".gltf");
}
