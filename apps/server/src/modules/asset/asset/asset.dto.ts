import type { Asset } from "@atelier/domain/asset/asset.schema";
import type { AssetRow } from "../../../db/schema/assets";

/** The quoted ETag of an asset's content: its SHA-256, as `GET asset/data/{name}` answers it. */
export const assetEtag = (sha256: string) => `"${sha256}"`;

export function toAssetDto(row: AssetRow): Asset {
  return {
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    lastModified: row.lastModified.toISOString(),
    etag: assetEtag(row.sha256),
  };
}
