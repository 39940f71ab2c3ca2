// Order statistics shared by the bench steps.

/** The median of figures sorted ascending. */
export function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile (0..1) of figures sorted ascending. */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Figures sorted ascending, without changing the input. */
export function ascending(figures) {
  return [...figures].sort((a, b) => a - b);
}
