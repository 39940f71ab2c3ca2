import { ASSET_MAX_PIXELS, ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import sharp from "sharp";
import type { GreyImage, RawImage } from "./raw-image";

/**
 * The largest side a mask or lightmap is computed at: a larger image is reduced to fit 4096 x 4096 for the
 * pixel work and the result scaled back to the image's size (docs/decisions/asset-derivation-jobs.md).
 */
export const DERIVE_WORKING_SIDE = 4096;

/** Why an image could not be decoded, in the words the job ends with. */
export class ImageDecodeError extends Error {
  override name = "ImageDecodeError";
}

/** The pixels to work on and the size of the image as shown (upright), which the result gets. */
export interface DecodedImage {
  image: RawImage;
  shown: { width: number; height: number };
}

const failure = (error: unknown): ImageDecodeError => {
  if (error instanceof ImageDecodeError) return error;
  const message = error instanceof Error ? error.message : "";
  const words = /pixel limit/i.test(message) ? ASSET_MESSAGES.tooManyPixels : ASSET_MESSAGES.unreadableImage;
  return new ImageDecodeError(words, { cause: error });
};

/**
 * Decodes an image into raw sRGB + alpha pixels, turned upright by its EXIF orientation (as browsers show
 * it) and reduced to fit `workingSide` when larger. Refuses images above ASSET_MAX_PIXELS before decoding
 * them (sharp's limitInputPixels).
 */
export async function decodeImage(body: Buffer, workingSide = DERIVE_WORKING_SIDE): Promise<DecodedImage> {
  try {
    const { autoOrient } = await sharp(body, { limitInputPixels: false }).metadata();
    const shown = { width: autoOrient.width, height: autoOrient.height };
    if (!shown.width || !shown.height) throw new ImageDecodeError(ASSET_MESSAGES.unreadableImage);
    if (shown.width * shown.height > ASSET_MAX_PIXELS) throw new ImageDecodeError(ASSET_MESSAGES.tooManyPixels);
    const { data, info } = await sharp(body, { limitInputPixels: ASSET_MAX_PIXELS })
      .autoOrient()
      .resize({ width: workingSide, height: workingSide, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      // A transferable ArrayBuffer (toBuffer's is external memory, which Node copies when posted): the
      // pixels move to the pixel worker without a copy (pixel-worker.ts).
      .toUint8Array();
    if (info.channels !== 4) throw new ImageDecodeError(ASSET_MESSAGES.unreadableImage);
    return { image: { data, width: info.width, height: info.height }, shown };
  } catch (error) {
    throw failure(error);
  }
}

/** A greyscale image as an 8-bit one-channel PNG, scaled to `size` when that differs from its own. */
export function encodeGreyPng({ data, width, height }: GreyImage, size = { width, height }): Promise<Buffer> {
  const image = sharp(data, { raw: { width, height, channels: 1 } });
  const sized =
    size.width === width && size.height === height ? image : image.resize(size.width, size.height, { fit: "fill" });
  return sized.toColourspace("b-w").png().toBuffer();
}
