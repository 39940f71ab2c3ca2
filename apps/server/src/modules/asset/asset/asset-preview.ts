import { buffer } from "node:stream/consumers";
import { ASSET_PREVIEW_SIZE, type AssetDataQuery } from "@atelier/domain/asset/asset.schema";
import sharp from "sharp";
import type { AssetRow } from "../../../db/schema/assets";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { ASSET_IMAGE_TYPES } from "./asset-content-check";

export const PREVIEW_TYPE = "image/webp";

export const ASSET_PREVIEW_MESSAGES = { notAnImage: "Only images have previews." } as const;

/** Whether the query asks for a preview rather than the content itself. */
export const wantsPreview = (query: AssetDataQuery) =>
  query.width !== undefined || query.height !== undefined || query.format !== undefined;

/** The box a preview fits inside: what was asked, a missing side as large as the other (or the default). */
export function previewBox(query: AssetDataQuery): { width: number; height: number } {
  const width = query.width ?? query.height ?? ASSET_PREVIEW_SIZE;
  return { width, height: query.height ?? query.width ?? width };
}

/**
 * Where a preview is kept: by the content's SHA-256 and the box, below the company's own prefix, so one
 * content has one preview per size whatever its name (docs/decisions/asset-preview-cache.md).
 */
export const previewKey = (companyId: string, sha256: string, box: { width: number; height: number }) =>
  `${companyId}/asset-previews/${sha256}-${box.width}x${box.height}.webp`;

/**
 * The object key of the asset's preview fitted inside the asked box (never enlarged), as webp: read from the
 * cache when made before, else made once with sharp and stored. Only images have previews (400).
 */
export async function previewFor(
  deps: Pick<AppDeps, "storage">,
  row: AssetRow,
  query: AssetDataQuery,
): Promise<string> {
  if (!ASSET_IMAGE_TYPES.includes(row.contentType)) throw AppError.badRequest(ASSET_PREVIEW_MESSAGES.notAnImage);
  const box = previewBox(query);
  const key = previewKey(row.companyId, row.sha256, box);
  if (await deps.storage.head(key)) return key;
  const source = await deps.storage.get(row.storageKey);
  if (!source) throw AppError.notFound();
  const webp = await sharp(await buffer(source.body), { animated: false })
    .rotate()
    .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  await deps.storage.put(key, webp, { contentType: PREVIEW_TYPE });
  return key;
}
