/** Where the library's calls live, below the site. */
const ASSET_PATH = "/api/v1/asset";

/** An asset name as path segments: each segment encoded, the slashes kept (the name is the rest of the path). */
export function assetPath(name: string): string {
  return name.split("/").map(encodeURIComponent).join("/");
}

/** The content of an asset (`GET asset/data/{name}`), or an image fitted inside width x height as webp. */
export function assetDataUrl(name: string, fit?: { width: number; height: number }): string {
  const url = `${ASSET_PATH}/data/${assetPath(name)}`;
  return fit === undefined ? url : `${url}?width=${fit.width}&height=${fit.height}&format=webp`;
}

/** Download all: every asset under the prefix in one zip (`GET asset/zip?prefix=`). */
export function assetZipUrl(prefix: string): string {
  return `${ASSET_PATH}/zip?prefix=${encodeURIComponent(prefix)}`;
}

/** Where files are uploaded (multipart, one file per request). */
export const ASSET_UPLOAD_URL = ASSET_PATH;

/** The last segment of a name: what a download is called. */
export function assetFileName(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** The folder of a name with its trailing slash ("" at the top): "shirts/red.png" gives "shirts/". */
export function assetFolder(name: string): string {
  return name.slice(0, name.lastIndexOf("/") + 1);
}

/** A 3D model the viewer can show (GLB or glTF), by its type or its extension. */
export function isModelAsset(asset: { name: string; contentType: string }): boolean {
  return /^model\/gltf/.test(asset.contentType) || /\.(glb|gltf)$/i.test(asset.name);
}

/** An image the server can fit and re-encode (a preview and a thumbnail). */
export function isImageAsset(asset: { contentType: string }): boolean {
  return asset.contentType.startsWith("image/");
}
