import { LoadingManager } from "three";
import { ASSET_DATA_PATH } from "../../blades/product/three-component/model-url";

/** The query parameter the server reads a storefront key from on `GET asset/data/{name}`. */
const KEY_PARAMETER = "key";

/**
 * The address a Studio opened with a storefront key reads a library asset from: an /api/v1/asset/data/
 * address of the Studio's own origin gets `key=<storefront key>` (an <img> or a model loader cannot send
 * the key as a header, and a storefront frame has no session cookie). Any other address, one that already
 * names a key, and every address when there is no key stay as they are: the key never goes to another host.
 */
export function withAssetKey(url: string, key: string | undefined, origin: string): string {
  if (key === undefined || key === "") return url;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(origin).origin || !parsed.pathname.startsWith(ASSET_DATA_PATH)) return url;
  if (parsed.searchParams.has(KEY_PARAMETER)) return url;
  const hash = url.indexOf("#");
  const [head, fragment] = hash === -1 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  const joint = head.includes("?") ? (head.endsWith("?") || head.endsWith("&") ? "" : "&") : "?";
  return `${head}${joint}${KEY_PARAMETER}=${encodeURIComponent(key)}${fragment}`;
}

const keyedManagers = new Map<string, LoadingManager>();

/**
 * A loading manager that adds the key to the library addresses a model reads besides its own file (the
 * buffers and images a .gltf names), so a model split into several assets loads in a storefront frame too.
 */
export function assetKeyManager(key: string, origin: string): LoadingManager {
  let manager = keyedManagers.get(key);
  if (manager === undefined) {
    manager = new LoadingManager();
    manager.setURLModifier((url) => withAssetKey(url, key, origin));
    keyedManagers.set(key, manager);
  }
  return manager;
}

/** withAssetKey for an address on this page (relative addresses are the page's origin). */
export function studioAssetUrl(url: string, key: string | undefined): string {
  return withAssetKey(url, key, window.location.origin);
}
