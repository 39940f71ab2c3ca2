/** A figure of the period and, when comparing, of the previous period. */
export interface ComparedFigure {
  count: number;
  previous?: number;
}

/** The change from the previous period as a short text: '+25%', '-10%', '0%', or 'new' when it had none. */
export function changeText(count: number, previous: number): string {
  if (previous === 0) return count === 0 ? "0%" : "new";
  const percent = Math.round(((count - previous) / previous) * 100);
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

/** The tone of a change: up, down or flat. */
export function changeTone(count: number, previous: number): "up" | "down" | "flat" {
  if (count === previous) return "flat";
  return count > previous ? "up" : "down";
}

/** The rows with the previous period's count of the same key beside each (0 when it had none). */
export function withPrevious<R extends { count: number }>(
  rows: readonly R[],
  previousRows: readonly R[] | undefined,
  keyOf: (row: R) => string,
): (R & ComparedFigure)[] {
  if (previousRows === undefined) return rows.map((row) => ({ ...row }));
  const before = new Map(previousRows.map((row) => [keyOf(row), row.count]));
  return rows.map((row) => ({ ...row, previous: before.get(keyOf(row)) ?? 0 }));
}
