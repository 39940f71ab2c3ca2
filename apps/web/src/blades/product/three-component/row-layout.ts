/** The space between two models shown side by side, as a share of the widest. */
const GAP_SHARE = 0.25;

/**
 * Where each model's centre goes along X when models of these widths stand side by side, the first
 * at the origin. A model not loaded yet counts as zero wide.
 */
export function rowPositions(widths: readonly number[]): number[] {
  const gap = Math.max(0, ...widths) * GAP_SHARE;
  const positions: number[] = [];
  let x = 0;
  widths.forEach((width, index) => {
    if (index > 0) x += (widths[index - 1] ?? 0) / 2 + gap + width / 2;
    positions.push(x);
  });
  return positions;
}
