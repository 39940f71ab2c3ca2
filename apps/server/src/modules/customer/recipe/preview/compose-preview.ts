import sharp, { type Sharp } from "sharp";

/** The longest side of a view's preview PNG, in pixels. */
export const PREVIEW_SIZE = 1024;
/** No layer may decode to more pixels than this (a 1024 x 1024 preview needs far fewer). */
const MAX_INPUT_PIXELS = 40_000_000;
/** SVG is drawn at 72 dpi at its own size: drawn at this density at most when enlarged to the preview's size. */
const MAX_SVG_DENSITY = 2400;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

export interface Size {
  width: number;
  height: number;
}

/** One image of a view: what identifies it (its address) and how its bytes are read (null: not readable). */
export interface PreviewLayer {
  key: string;
  read: () => Promise<Buffer | null>;
}

/** A layer drawn at its size on the canvas, as PNG. */
export interface FittedLayer {
  png: Buffer;
  size: Size;
}

/** Fits a layer into the canvas (its own preview size for the bottom one, `canvas` null); null when unreadable. */
export type LayerFitter = (layer: PreviewLayer, canvas: Size | null) => Promise<FittedLayer | null>;

/** The size `source` takes when fitted inside a PREVIEW_SIZE square, its proportions kept. */
export function previewSize(source: Size): Size {
  const scale = PREVIEW_SIZE / Math.max(source.width, source.height, 1);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** A layer's image read at a resolution that fills the preview (SVG drawn at the density it needs). */
async function decode(bytes: Buffer): Promise<{ image: Sharp; size: Size }> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const size = { width: metadata.width, height: metadata.height };
  if (metadata.format !== "svg") return { image: sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }), size };
  const density = Math.min(Math.max((72 * PREVIEW_SIZE) / Math.max(size.width, size.height, 1), 1), MAX_SVG_DENSITY);
  return { image: sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS }), size };
}

/** Reads a layer and fits it ('contain', centred) into the canvas; null when it cannot be read or decoded. */
export const fitLayer: LayerFitter = async (layer, canvas) => {
  const bytes = await layer.read();
  if (bytes === null) return null;
  try {
    const { image, size } = await decode(bytes);
    const target = canvas ?? previewSize(size);
    const png = await image
      .resize(target.width, target.height, { fit: "contain", background: TRANSPARENT })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { png, size: target };
  } catch {
    return null;
  }
};

/**
 * A view's preview: the layers (bottom first) stacked on a transparent canvas. The canvas takes the
 * proportions of the bottom readable layer, fitted in a PREVIEW_SIZE square; each other layer is fitted
 * into it ('contain', centred). Layers that cannot be read are left out; with none, the preview is an
 * empty square. Answers the PNG and how many layers were drawn.
 */
export async function composePreview(
  layers: readonly PreviewLayer[],
  fit: LayerFitter = fitLayer,
): Promise<{ png: Buffer; drawn: number }> {
  const drawn: Buffer[] = [];
  let canvas: Size | null = null;
  let next = 0;
  while (canvas === null && next < layers.length) {
    const bottom = await fit(layers[next++] as PreviewLayer, null);
    if (bottom) {
      canvas = bottom.size;
      drawn.push(bottom.png);
    }
  }
  const size = canvas ?? { width: PREVIEW_SIZE, height: PREVIEW_SIZE };
  const others = await Promise.all(layers.slice(next).map((layer) => fit(layer, size)));
  for (const layer of others) if (layer) drawn.push(layer.png);
  const png = await sharp({ create: { ...size, channels: 4, background: TRANSPARENT } })
    .composite(drawn.map((input) => ({ input, top: 0, left: 0 })))
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, drawn: drawn.length };
}
