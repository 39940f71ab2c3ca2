/**
 * The background colours of a product photo, estimated from the pixels along its border
 * (docs/decisions/asset-mask-algorithm.md): the most frequent colour, the border pixels near it, their
 * mean and spread; then again with the pixels left, up to MAX_COLOURS colours that each hold MIN_SHARE of
 * the border. Each colour gets a tolerance from its spread.
 */

/** One background colour: its mean, and how far (RGB distance) a pixel may be from it and still count. */
export interface BackgroundColour {
  r: number;
  g: number;
  b: number;
  tolerance: number;
  /** The share of the border pixels it holds (0-1). */
  share: number;
  /** The RMS distance of those pixels from the mean. */
  spread: number;
}

export interface BackgroundEstimate {
  colours: BackgroundColour[];
  /** The share of the border pixels within tolerance of no background colour (0-1). */
  foreignShare: number;
  /** True when a colour's spread asked for more tolerance than TOLERANCE_MAX allows. */
  capped: boolean;
}

const MAX_COLOURS = 3;
/** A colour holding less of the border is not background (it is the product, or noise). */
const MIN_SHARE = 0.1;
/** Border pixels this close to a seed colour are gathered into it. */
const GATHER_DISTANCE = 48;
/** tolerance = TOLERANCE_BASE + TOLERANCE_PER_SPREAD x spread, capped (RGB distances, 0-441). */
const TOLERANCE_BASE = 20;
const TOLERANCE_PER_SPREAD = 3;
const TOLERANCE_MAX = 80;

/** The squared RGB distance between pixel `i` of an RGB buffer and a colour. */
export function distanceSquared(rgb: Uint8Array, i: number, r: number, g: number, b: number): number {
  const dr = (rgb[i * 3] ?? 0) - r;
  const dg = (rgb[i * 3 + 1] ?? 0) - g;
  const db = (rgb[i * 3 + 2] ?? 0) - b;
  return dr * dr + dg * dg + db * db;
}

/** The mean colour of the most frequent coarse colour (16 levels a channel) among `pixels`. */
function modeColour(rgb: Uint8Array, pixels: readonly number[]): [number, number, number] {
  const counts = new Map<number, { n: number; r: number; g: number; b: number }>();
  let best: { n: number; r: number; g: number; b: number } | undefined;
  for (const i of pixels) {
    const r = rgb[i * 3] ?? 0;
    const g = rgb[i * 3 + 1] ?? 0;
    const b = rgb[i * 3 + 2] ?? 0;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = counts.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bin.n += 1;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    counts.set(key, bin);
    if (!best || bin.n > best.n) best = bin;
  }
  if (!best) return [0, 0, 0];
  return [best.r / best.n, best.g / best.n, best.b / best.n];
}

/** The pixels within GATHER_DISTANCE of a colour, their mean and their RMS distance from that mean. */
function gather(rgb: Uint8Array, pixels: readonly number[], seed: [number, number, number]) {
  const limit = GATHER_DISTANCE * GATHER_DISTANCE;
  const members = pixels.filter((i) => distanceSquared(rgb, i, seed[0], seed[1], seed[2]) <= limit);
  let r = 0;
  let g = 0;
  let b = 0;
  for (const i of members) {
    r += rgb[i * 3] ?? 0;
    g += rgb[i * 3 + 1] ?? 0;
    b += rgb[i * 3 + 2] ?? 0;
  }
  const n = Math.max(1, members.length);
  const mean: [number, number, number] = [r / n, g / n, b / n];
  let sum = 0;
  for (const i of members) sum += distanceSquared(rgb, i, mean[0], mean[1], mean[2]);
  return { members, mean, spread: Math.sqrt(sum / n) };
}

/** Estimates the background colours from the border pixels `border` of an RGB buffer. */
export function estimateBackground(rgb: Uint8Array, border: Uint32Array): BackgroundEstimate {
  const total = border.length;
  let left: number[] = Array.from(border);
  const colours: BackgroundColour[] = [];
  let capped = false;
  while (colours.length < MAX_COLOURS && left.length >= total * MIN_SHARE && total > 0) {
    // Gathered twice: around the mode, then around the mean of what the first pass gathered.
    const first = gather(rgb, left, modeColour(rgb, left));
    const { members, mean, spread } = gather(rgb, left, first.mean);
    if (members.length < total * MIN_SHARE) break;
    const wanted = TOLERANCE_BASE + TOLERANCE_PER_SPREAD * spread;
    if (wanted > TOLERANCE_MAX) capped = true;
    const tolerance = Math.min(TOLERANCE_MAX, wanted);
    colours.push({ r: mean[0], g: mean[1], b: mean[2], tolerance, share: members.length / total, spread });
    const taken = new Set(members);
    left = left.filter((i) => !taken.has(i));
  }
  let foreign = 0;
  for (const i of border) if (!matchesAny(rgb, i, colours)) foreign += 1;
  return { colours, foreignShare: total === 0 ? 0 : foreign / total, capped };
}

/** Whether pixel `i` is within tolerance of one of the background colours. */
export function matchesAny(rgb: Uint8Array, i: number, colours: readonly BackgroundColour[]): boolean {
  for (const colour of colours) {
    if (distanceSquared(rgb, i, colour.r, colour.g, colour.b) <= colour.tolerance * colour.tolerance) return true;
  }
  return false;
}
