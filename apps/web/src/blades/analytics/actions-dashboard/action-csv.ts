import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import type { ComparedFigure } from "../common/compare-figures";
import type { CsvRow } from "../common/csv-text";

/** A list's CSV header, with 'Previous' last while comparing (as on Recipe Analytics). */
export function withPreviousHeader(header: readonly string[], compare: boolean): string[] {
  return compare ? [...header, ANALYTICS_TEXTS.previous] : [...header];
}

/** A list's CSV row, with the previous period's count last while comparing. */
export function withPreviousCell(cells: CsvRow, row: ComparedFigure, compare: boolean): CsvRow {
  return compare ? [...cells, row.previous ?? 0] : cells;
}
