import { resolve, sep } from "node:path";
import { assetNameProblem } from "@atelier/domain/asset/asset-names";

/** Where the server reads a layer's image from, or why it does not (docs/decisions/server-customer-recipe-previews.md). */
export type LayerLocation =
  | { kind: "file"; path: string }
  | { kind: "remote"; url: URL }
  /** An asset of the recipe's company's library, by name. */
  | { kind: "asset"; name: string }
  | { kind: "refused"; reason: string };

/** The demo media's public prefix (src/http/demo-media.ts). */
export const DEMO_MEDIA_PREFIX = "/demo-media/";
/** The asset library's content address: read from the library of the recipe's company. */
export const ASSET_DATA_PREFIX = "/api/v1/asset/data/";

/** The path below `root` that a /demo-media/ address names, or null when it climbs out of it. */
function demoMediaFile(pathname: string, root: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(DEMO_MEDIA_PREFIX.length));
  } catch {
    return null;
  }
  if (relative === "" || relative.includes("\0")) return null;
  const path = resolve(root, relative);
  return path.startsWith(`${root}${sep}`) ? path : null;
}

/** The asset name an /api/v1/asset/data/ address names (slashes as they are or as %2F), or null when it is no name. */
function assetName(pathname: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(ASSET_DATA_PREFIX.length));
  } catch {
    return null;
  }
  return assetNameProblem(name) === null ? name : null;
}

/** Whether `url` lies under the image root `root` (same origin, path below the root's). */
function underRoot(url: URL, root: string): boolean {
  let base: URL;
  try {
    base = new URL(root);
  } catch {
    return false;
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") return false;
  const prefix = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
  return url.origin === base.origin && url.pathname.startsWith(prefix) && url.username === "" && url.password === "";
}

/**
 * Where a layer's address may be read: a demo media file, an asset of the company's library
 * (/api/v1/asset/data/{name}), or an http(s) address under the blueprint's image root (the product's configured
 * one). Anything else (other hosts, other schemes, names that are not library paths) is refused.
 */
export function layerLocation(address: string, imageRootUrl: string, demoMediaDir: string): LayerLocation {
  if (address.startsWith(DEMO_MEDIA_PREFIX)) {
    const path = demoMediaFile(address.split(/[?#]/)[0] ?? "", demoMediaDir);
    return path === null ? { kind: "refused", reason: "outside the demo media" } : { kind: "file", path };
  }
  if (address.startsWith(ASSET_DATA_PREFIX)) {
    const name = assetName(address.split(/[?#]/)[0] ?? "");
    return name === null ? { kind: "refused", reason: "not an asset name" } : { kind: "asset", name };
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: "refused", reason: "not an absolute address" };
  }
  if (!underRoot(url, imageRootUrl)) return { kind: "refused", reason: "not under the image root" };
  return { kind: "remote", url };
}
