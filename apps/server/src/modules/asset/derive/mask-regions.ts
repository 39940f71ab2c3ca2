import { boxSum3 } from "./raw-image";

/** The index of the k-th 4-neighbour (left, right, up, down) of pixel `i` at column `x`, or -1 past an edge. */
function neighbour(i: number, x: number, k: number, width: number, height: number): number {
  if (k === 0) return x > 0 ? i - 1 : -1;
  if (k === 1) return x < width - 1 ? i + 1 : -1;
  if (k === 2) return i >= width ? i - width : -1;
  return i < (height - 1) * width ? i + width : -1;
}

/**
 * The pixels of `candidate` (1: background-coloured) connected (4-neighbours) to a background-coloured
 * pixel of the border `border`: 1 in the answer. Background-coloured pixels enclosed by the product stay 0.
 * Wall pixels (`walls` 1: a sharp edge) are reached but the flood does not go on from them, so it stops at a
 * product's outline; a wall pixel joins the background only when it is background-coloured itself.
 */
export function floodFromBorder(
  candidate: Uint8Array,
  width: number,
  height: number,
  border: Uint32Array,
  walls?: Uint8Array,
): Uint8Array {
  const reached = new Uint8Array(candidate.length);
  const queue = new Int32Array(candidate.length);
  let head = 0;
  let tail = 0;
  for (const i of border) {
    if (candidate[i] === 1 && reached[i] === 0) {
      reached[i] = 1;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const i = queue[head++] ?? 0;
    if (walls?.[i] === 1) continue;
    const x = i % width;
    for (let k = 0; k < 4; k += 1) {
      const j = neighbour(i, x, k, width, height);
      if (j >= 0 && candidate[j] === 1 && reached[j] === 0) {
        reached[j] = 1;
        queue[tail++] = j;
      }
    }
  }
  return reached;
}

/** Parts of the product smaller than this share of its largest part are specks of noise, removed. */
const SPECK_SHARE = 0.01;

/**
 * Removes the specks of a 0/1 foreground: connected parts (4-neighbours) smaller than SPECK_SHARE of the
 * largest part. A product in several parts (a pair of earrings) keeps its parts. Changes `foreground`.
 */
export function removeSpecks(foreground: Uint8Array, width: number, height: number): void {
  const labels = new Int32Array(foreground.length).fill(-1);
  const queue = new Int32Array(foreground.length);
  const sizes: number[] = [];
  for (let start = 0; start < foreground.length; start += 1) {
    if (foreground[start] !== 1 || labels[start] !== -1) continue;
    const label = sizes.length;
    let head = 0;
    let tail = 0;
    labels[start] = label;
    queue[tail++] = start;
    while (head < tail) {
      const i = queue[head++] ?? 0;
      const x = i % width;
      for (let k = 0; k < 4; k += 1) {
        const j = neighbour(i, x, k, width, height);
        if (j >= 0 && foreground[j] === 1 && labels[j] === -1) {
          labels[j] = label;
          queue[tail++] = j;
        }
      }
    }
    sizes.push(tail);
  }
  const largest = Math.max(0, ...sizes);
  const keep = sizes.map((size) => size >= largest * SPECK_SHARE);
  for (let i = 0; i < foreground.length; i += 1) {
    const label = labels[i] ?? -1;
    if (label >= 0 && !keep[label]) foreground[i] = 0;
  }
}

/**
 * The edge refinement of a 0/1 foreground: a 3x3 majority vote smooths jagged and one-pixel edges, then a
 * 3x3 mean feathers the boundary into one pixel of grey. The answer is 0 (background) ... 255 (product).
 */
export function refineEdges(foreground: Uint8Array, width: number, height: number): Uint8Array {
  const votes = boxSum3(foreground, width, height);
  const smooth = new Uint8Array(foreground.length);
  for (let i = 0; i < smooth.length; i += 1) smooth[i] = (votes[i] ?? 0) >= 5 ? 1 : 0;
  const sums = boxSum3(smooth, width, height);
  const out = new Uint8Array(foreground.length);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.round(((sums[i] ?? 0) * 255) / 9);
  return out;
}
