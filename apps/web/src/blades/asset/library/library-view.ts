import type { Asset } from "@atelier/domain/asset/asset.schema";
import { ASSET_ZIP_MIN_PREFIX } from "@atelier/domain/asset/asset.schema";
import { type AssetViewMode, inViewMode } from "@atelier/domain/asset/asset-names";

/** The assets of the pages loaded that the view mode shows, in the server's order. */
export function assetsShown(pages: readonly { assets: readonly Asset[] }[] | undefined, mode: AssetViewMode): Asset[] {
  return (pages ?? []).flatMap((page) => page.assets.filter((asset) => inViewMode(asset.name, mode)));
}

/** Download all is offered for a prefix longer than 2 characters (part 3 section 9). */
export function canDownloadAll(prefix: string): boolean {
  return prefix.length >= ASSET_ZIP_MIN_PREFIX;
}

/** The folder Upload opens with: the search prefix as it is, without trailing slashes (docs/decisions/asset-web-library-cards.md). */
export function uploadFolderOf(prefix: string): string {
  return prefix.replace(/\/+$/, "");
}

/** "1200 x 800", or "" for content without dimensions. */
export function formatDimensions(asset: Pick<Asset, "width" | "height">): string {
  return asset.width !== null && asset.height !== null ? `${asset.width} x ${asset.height}` : "";
}
