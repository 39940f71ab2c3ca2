import Papa from "papaparse";

/** One data row of the table editor: an id the grid keys and selects it by, and its cells. */
export interface TableRow {
  id: number;
  cells: string[];
}

/** Where a paste starts: a row and a column index of the table. */
export interface TablePosition {
  row: number;
  column: number;
}

/** The rows with one cell changed (a row shorter than the column gets empty cells before it). */
export function withCell(cells: readonly string[], column: number, value: string): string[] {
  const next = Array.from({ length: Math.max(cells.length, column + 1) }, (_, index) => cells[index] ?? "");
  next[column] = value;
  return next;
}

/**
 * The block a spreadsheet puts on the clipboard: tab-separated cells, one row a line, quoted where a cell
 * holds a tab, a quote or a line break. The line break that ends the last row is not a row.
 */
export function clipboardBlock(text: string): string[][] {
  if (text === "") return [];
  const parsed = Papa.parse<string[]>(text, { delimiter: "\t", skipEmptyLines: false });
  const rows = parsed.data;
  const last = rows.at(-1);
  if (rows.length > 1 && last !== undefined && last.length === 1 && last[0] === "") rows.pop();
  return rows;
}

/**
 * Pastes a block at a position: it fills the cells to the right and below, adding rows (made by newRow)
 * past the last one. Cells past the last of columnCount columns are left out and counted.
 */
export function pasteBlock(
  rows: readonly TableRow[],
  columnCount: number,
  at: TablePosition,
  block: readonly (readonly string[])[],
  newRow: () => TableRow,
): { rows: TableRow[]; clipped: number } {
  const next = [...rows];
  let clipped = 0;
  block.forEach((values, offset) => {
    const index = at.row + offset;
    while (next.length <= index) next.push(newRow());
    const target = next[index] as TableRow;
    let cells = target.cells;
    values.forEach((value, columnOffset) => {
      const column = at.column + columnOffset;
      if (column >= columnCount) clipped++;
      else cells = withCell(cells, column, value);
    });
    next[index] = { ...target, cells };
  });
  return { rows: next, clipped };
}

/** The file a table saves: its header, then its rows, as CSV text (RFC 4180: quoted where needed). */
export function tableCsv(header: readonly string[], rows: readonly TableRow[]): string {
  return Papa.unparse([header, ...rows.map((row) => row.cells)], { newline: "\r\n" });
}
