/**
 * Edge walls for the mask's flood (docs/decisions/asset-mask-algorithm.md): pixels where the colour changes
 * sharply from a neighbour, such as a product's thin outline. The flood from the border does not cross them,
 * so a light face behind a dark outline stays product even when its colour is near the background's.
 */

/** Edges weaker than this (RGB distance between 4-neighbours) are never walls, however clean the border. */
const WALL_FLOOR = 40;
/** Walls are edges this many times stronger than the border's usual (75th percentile) edge: its noise. */
const WALL_PER_NOISE = 2;

/** The strength of each pixel's edge: its largest RGB distance to a 4-neighbour, in the original colours. */
export function edgeStrength(rgb: Uint8Array, width: number, height: number): Uint16Array {
  const strength = new Uint16Array(width * height);
  const pair = (i: number, j: number) => {
    const dr = (rgb[i * 3] ?? 0) - (rgb[j * 3] ?? 0);
    const dg = (rgb[i * 3 + 1] ?? 0) - (rgb[j * 3 + 1] ?? 0);
    const db = (rgb[i * 3 + 2] ?? 0) - (rgb[j * 3 + 2] ?? 0);
    const distance = Math.round(Math.sqrt(dr * dr + dg * dg + db * db));
    if (distance > (strength[i] ?? 0)) strength[i] = distance;
    if (distance > (strength[j] ?? 0)) strength[j] = distance;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (x < width - 1) pair(i, i + 1);
      if (y < height - 1) pair(i, i + width);
    }
  }
  return strength;
}

/** The strength above which an edge is a wall: twice the border's 75th percentile edge, at least WALL_FLOOR. */
export function wallThreshold(strength: Uint16Array, border: Uint32Array): number {
  if (border.length === 0) return WALL_FLOOR;
  const values = Array.from(border, (i) => strength[i] ?? 0).sort((a, b) => a - b);
  const usual = values[Math.floor((values.length - 1) * 0.75)] ?? 0;
  return Math.max(WALL_FLOOR, WALL_PER_NOISE * usual);
}

/** 1 for each pixel whose edge is stronger than `threshold`. */
export function wallsOf(strength: Uint16Array, threshold: number): Uint8Array {
  const walls = new Uint8Array(strength.length);
  for (let i = 0; i < walls.length; i += 1) walls[i] = (strength[i] ?? 0) > threshold ? 1 : 0;
  return walls;
}
