import { readFile, stat } from "node:fs/promises";
import { layerLocation } from "./layer-location";
import { fetchRemoteImage, type RemoteImageOptions } from "./remote-image";

/** Where layers are read from, and the limits of reading one. */
export interface LayerReadOptions extends RemoteImageOptions {
  demoMediaDir: string;
  /** The blueprint's image root: the only host and folder remote layers are fetched from. */
  imageRootUrl: string;
  /** The content of an asset of the recipe's company's library, or null when there is none. */
  readAsset: (name: string) => Promise<Buffer | null>;
}

/** The bytes of a layer's image, or null when the server may not or cannot read it (the layer is skipped). */
export async function readLayer(address: string, options: LayerReadOptions): Promise<Buffer | null> {
  const location = layerLocation(address, options.imageRootUrl, options.demoMediaDir);
  if (location.kind === "refused") return null;
  if (location.kind === "remote") return fetchRemoteImage(location.url, options);
  if (location.kind === "asset") {
    const bytes = await options.readAsset(location.name);
    return bytes !== null && bytes.length <= options.maxBytes ? bytes : null;
  }
  try {
    const info = await stat(location.path);
    if (!info.isFile() || info.size > options.maxBytes) return null;
    return await readFile(location.path);
  } catch {
    return null;
  }
}
