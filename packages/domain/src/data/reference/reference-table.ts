import {
  type ParsedRow,
  REFERENCE_DATA_MESSAGES,
  REFERENCE_FILE_MAX_COLUMNS,
  REFERENCE_FILE_MAX_ROWS,
} from "../reference-data.schema";
import { REFERENCE_FILE_MESSAGES } from "./reference-file-messages";

/** A reference file read as a table: its header names and its rows (`_type` header first, then data). */
export interface ReferenceTable {
  header: string[];
  rows: ParsedRow[];
}

export type ReferenceTableResult = ({ ok: true } & ReferenceTable) | { ok: false; message: string };

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === "";

/** How many columns of a row hold something: the position after its last non-blank cell. */
function usedWidth(row: readonly string[]): number {
  let width = row.length;
  while (width > 0 && isBlank(row[width - 1])) width--;
  return width;
}

/**
 * The header row's problem, if any (docs/decisions/data-reference-header-row.md): the first row must name
 * every column that holds a value anywhere in the file, each name non-blank and distinct from the others
 * (trimmed, regardless of case).
 */
function headerIsValid(header: readonly string[], width: number): boolean {
  if (width === 0) return false;
  const seen = new Set<string>();
  for (let column = 0; column < width; column++) {
    const name = header[column];
    if (name === undefined || isBlank(name)) return false;
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Reads the cells of a spreadsheet's first sheet (or a CSV file), from its first row, as a reference table:
 * the first row is the header (names trimmed); blank rows are left out; each data row keeps its cells as
 * text up to its last non-blank one, so a cell past a row's end is absent (null in a query) while an empty
 * cell before it is the empty string. Refuses a file without a header row, or past the limits: more than
 * REFERENCE_FILE_MAX_ROWS rows after the header (blank ones included) or REFERENCE_FILE_MAX_COLUMNS columns.
 */
export function readReferenceTable(cells: readonly (readonly string[])[]): ReferenceTableResult {
  const [first = [], ...rest] = cells;
  if (rest.length > REFERENCE_FILE_MAX_ROWS) return { ok: false, message: REFERENCE_FILE_MESSAGES.tooManyRows };
  const data = rest.filter((row) => usedWidth(row) > 0);
  let width = usedWidth(first);
  for (const row of data) width = Math.max(width, usedWidth(row));
  if (width > REFERENCE_FILE_MAX_COLUMNS) return { ok: false, message: REFERENCE_FILE_MESSAGES.tooManyColumns };
  if (!headerIsValid(first, width)) return { ok: false, message: REFERENCE_DATA_MESSAGES.missingHeader };
  const header = first.slice(0, width).map((name) => name.trim());
  return {
    ok: true,
    header,
    rows: [
      { _type: "header", cells: header },
      ...data.map((row): ParsedRow => ({ _type: "data", cells: row.slice(0, usedWidth(row)) })),
    ],
  };
}
