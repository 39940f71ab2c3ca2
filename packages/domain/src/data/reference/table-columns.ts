/**
 * Part 3 section 9, the table editor: a column is 8 px per character of its longest text (the header or
 * a cell) plus 16, at least 100 and at most 250; the first 2 columns are frozen.
 */
export const TABLE_COLUMN_WIDTH = { perCharacter: 8, padding: 16, min: 100, max: 250 } as const;
export const TABLE_FROZEN_COLUMNS = 2;

/** Characters as a reader counts them: an emoji or an accented letter made of one code point is one. */
function characterCount(text: string): number {
  return [...text].length;
}

/** The width of a column holding these texts (its header and its cells), in pixels. */
export function tableColumnWidth(texts: Iterable<string>): number {
  let longest = 0;
  for (const text of texts) longest = Math.max(longest, characterCount(text));
  const { perCharacter, padding, min, max } = TABLE_COLUMN_WIDTH;
  return Math.min(max, Math.max(min, longest * perCharacter + padding));
}

/** The width of every column of a table: its header names and its rows of cells (a short row lacks the last cells). */
export function tableColumnWidths(header: readonly string[], rows: readonly (readonly string[])[]): number[] {
  return header.map((name, column) => {
    const cells = rows.map((row) => row[column] ?? "");
    return tableColumnWidth([name, ...cells]);
  });
}
