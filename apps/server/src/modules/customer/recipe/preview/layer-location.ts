import { resolve, sep } from "node:path";

/** Where the server reads a layer's image from, or why it does not (docs/decisions/server-customer-recipe-previews.md). */
export type LayerLocation =
  | { kind: "file"; path: string }
  | { kind: "remote"; url: URL }
  | { kind: "refused"; reason: string };

/** The demo media's public prefix (src/http/demo-media.ts). */
export const DEMO_MEDIA_PREFIX = "/demo-media/";
/** Blob storage assets: not readable by the preview yet (the asset area has no data route). */
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
 * Where a layer's address may be read: a demo media file, or an http(s) address under the blueprint's image
 * root (the product's configured one). Anything else (other hosts, other schemes, blob assets) is refused.
 */
export function layerLocation(address: string, imageRootUrl: string, demoMediaDir: string): LayerLocation {
  if (address.startsWith(DEMO_MEDIA_PREFIX)) {
    const path = demoMediaFile(address.split(/[?#]/)[0] ?? "", demoMediaDir);
    return path === null ? { kind: "refused", reason: "outside the demo media" } : { kind: "file", path };
  }
  if (address.startsWith(ASSET_DATA_PREFIX)) return { kind: "refused", reason: "blob assets are not read yet" };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: "refused", reason: "not an absolute address" };
  }
  if (!underRoot(url, imageRootUrl)) return { kind: "refused", reason: "not under the image root" };
  return { kind: "remote", url };
}
