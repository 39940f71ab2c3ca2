/** An image as sharp's raw output gives it: RGBA, 4 bytes a pixel, row after row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A one-channel image of the same size (0 black ... 255 white), as masks and lightmaps are. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Sums of the 3x3 neighbourhood of every pixel of a one-channel image (edges repeat the border pixel),
 * in two passes (rows, then columns). Values up to 255 give sums up to 2295.
 */
export function boxSum3(source: Uint8Array, width: number, height: number): Uint16Array {
  const rows = new Uint16Array(source.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const left = source[row + (x > 0 ? x - 1 : x)] ?? 0;
      const right = source[row + (x < width - 1 ? x + 1 : x)] ?? 0;
      rows[row + x] = left + (source[row + x] ?? 0) + right;
    }
  }
  const sums = new Uint16Array(source.length);
  for (let y = 0; y < height; y += 1) {
    const up = (y > 0 ? y - 1 : y) * width;
    const row = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x += 1) {
      sums[row + x] = (rows[up + x] ?? 0) + (rows[row + x] ?? 0) + (rows[down + x] ?? 0);
    }
  }
  return sums;
}

/** The indexes of the pixels on the outermost ring of the image, each once. */
export function borderIndexes(width: number, height: number): Uint32Array {
  if (width <= 0 || height <= 0) return new Uint32Array(0);
  if (height === 1 || width === 1) return Uint32Array.from({ length: width * height }, (_, i) => i);
  const out = new Uint32Array(2 * width + 2 * height - 4);
  let n = 0;
  for (let x = 0; x < width; x += 1) {
    out[n++] = x;
    out[n++] = (height - 1) * width + x;
  }
  for (let y = 1; y < height - 1; y += 1) {
    out[n++] = y * width;
    out[n++] = y * width + width - 1;
  }
  return out;
}
