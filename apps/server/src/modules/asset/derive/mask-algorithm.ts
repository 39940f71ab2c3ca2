import { type BackgroundColour, estimateBackground } from "./background-colours";
import { edgeStrength, wallsOf, wallThreshold } from "./edge-walls";
import { floodFromBorder, refineEdges, removeSpecks } from "./mask-regions";
import { borderIndexes, boxSum3, type GreyImage, type RawImage } from "./raw-image";

/** Why a mask may be wrong; the job's message names them (derive-messages.ts). */
export type MaskWarning = "borderNotUniform" | "touchesBorder" | "almostAll" | "almostNothing";

export interface MaskResult {
  /** White product on black background, same size as the image; soft (grey) edges. */
  mask: GreyImage;
  /** `alpha`: the image's own transparency; `background`: a flood from the border. */
  method: "alpha" | "background";
  /** The share of the image the product covers (mask >= 128), 0-1. */
  coverage: number;
  warnings: MaskWarning[];
  /** The background colours found on the border (empty for `alpha`). */
  background: BackgroundColour[];
}

/** An image has real transparency when at least this share of its pixels are more than half transparent. */
const ALPHA_MIN_SHARE = 0.001;
/** More than this share of the border not matching the background: the product touches the border. */
const FOREIGN_BORDER_MAX = 0.02;
/** Coverage outside these bounds is suspicious. */
const COVERAGE_MIN = 0.01;
const COVERAGE_MAX = 0.95;

/**
 * Separates the product from its background (docs/decisions/asset-mask-algorithm.md): an image with real
 * transparency gives its alpha; any other a colour-distance flood from the border over a lightly blurred
 * copy, with enclosed holes filled, specks removed and edges smoothed and feathered.
 */
export function makeMask(image: RawImage): MaskResult {
  if (hasRealAlpha(image)) return alphaMask(image);
  const { width, height } = image;
  const rgb = blurredRgb(image);
  const border = borderIndexes(width, height);
  const estimate = estimateBackground(rgb, border);
  const candidate = new Uint8Array(width * height);
  // Background-coloured in the blurred copy (noise) or in the image itself (the pixels the blur mixed
  // with the product's edge).
  const own = rgbOf(image);
  markBackgroundColoured(candidate, rgb, estimate.colours);
  markBackgroundColoured(candidate, own, estimate.colours);
  // Sharp edges of the image itself are walls the flood does not cross (a thin outline).
  const strength = edgeStrength(own, width, height);
  const walls = wallsOf(strength, wallThreshold(strength, border));
  const background = floodFromBorder(candidate, width, height, border, walls);
  const foreground = new Uint8Array(candidate.length);
  for (let i = 0; i < foreground.length; i += 1) foreground[i] = background[i] === 1 ? 0 : 1;
  removeSpecks(foreground, width, height);
  const data = refineEdges(foreground, width, height);
  const coverage = coverageOf(data);
  const warnings: MaskWarning[] = [];
  if (estimate.capped || estimate.colours.length > 1) warnings.push("borderNotUniform");
  if (estimate.foreignShare > FOREIGN_BORDER_MAX) warnings.push("touchesBorder");
  warnings.push(...coverageWarnings(coverage));
  return { mask: { data, width, height }, method: "background", coverage, warnings, background: estimate.colours };
}

function hasRealAlpha({ data, width, height }: RawImage): boolean {
  const needed = Math.max(1, Math.ceil(width * height * ALPHA_MIN_SHARE));
  let transparent = 0;
  for (let i = 3; i < data.length; i += 4) {
    if ((data[i] ?? 255) < 128) {
      transparent += 1;
      if (transparent >= needed) return true;
    }
  }
  return false;
}

function alphaMask(image: RawImage): MaskResult {
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i += 1) data[i] = image.data[i * 4 + 3] ?? 0;
  const coverage = coverageOf(data);
  const mask = { data, width: image.width, height: image.height };
  return { mask, method: "alpha", coverage, warnings: coverageWarnings(coverage), background: [] };
}

function coverageOf(mask: Uint8Array): number {
  let product = 0;
  for (const value of mask) if (value >= 128) product += 1;
  return mask.length === 0 ? 0 : product / mask.length;
}

function coverageWarnings(coverage: number): MaskWarning[] {
  if (coverage < COVERAGE_MIN) return ["almostNothing"];
  if (coverage > COVERAGE_MAX) return ["almostAll"];
  return [];
}

/** Sets candidate[i] to 1 for each pixel of `rgb` within tolerance of a background colour. */
function markBackgroundColoured(candidate: Uint8Array, rgb: Uint8Array, colours: readonly BackgroundColour[]): void {
  for (const { r, g, b, tolerance } of colours) {
    const limit = tolerance * tolerance;
    for (let i = 0, p = 0; i < candidate.length; i += 1, p += 3) {
      if (candidate[i] === 1) continue;
      const dr = (rgb[p] ?? 0) - r;
      const dg = (rgb[p + 1] ?? 0) - g;
      const db = (rgb[p + 2] ?? 0) - b;
      if (dr * dr + dg * dg + db * db <= limit) candidate[i] = 1;
    }
  }
}

/** The RGB of the image, without its alpha. */
function rgbOf({ data, width, height }: RawImage): Uint8Array {
  const n = width * height;
  const rgb = new Uint8Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    rgb[i * 3] = data[i * 4] ?? 0;
    rgb[i * 3 + 1] = data[i * 4 + 1] ?? 0;
    rgb[i * 3 + 2] = data[i * 4 + 2] ?? 0;
  }
  return rgb;
}

/** The RGB of the image averaged over 3x3 neighbourhoods: noise in the background counts less. */
function blurredRgb({ data, width, height }: RawImage): Uint8Array {
  const n = width * height;
  const rgb = new Uint8Array(n * 3);
  const channel = new Uint8Array(n);
  for (let c = 0; c < 3; c += 1) {
    for (let i = 0; i < n; i += 1) channel[i] = data[i * 4 + c] ?? 0;
    const sums = boxSum3(channel, width, height);
    // sum / 9 rounded, in integers: 7282 / 65536 is 1 / 9 to within 0.01% for sums up to 2295.
    for (let i = 0; i < n; i += 1) rgb[i * 3 + c] = ((sums[i] ?? 0) * 7282 + 32768) >> 16;
  }
  return rgb;
}
