/** One row of a catalogue list (sites, dimensions, placements, definitions ...), with the text the filter searches. */
export interface ItemRow {
  id: string;
  name: string;
  /** Shown beside the name in a monospace font. */
  code?: string;
  /** A second, dimmed line. */
  detail?: string;
  /** Lower-case text the quick filter searches, computed once. */
  haystack: string;
}

/** A row from its shown texts; the filter searches all of them. */
export function itemRow(id: string, name: string, code?: string, detail?: string): ItemRow {
  const haystack = [name, code, detail].filter(Boolean).join("\n").toLowerCase();
  const row: ItemRow = { id, name, haystack };
  if (code !== undefined) row.code = code;
  if (detail !== undefined && detail !== "") row.detail = detail;
  return row;
}

/** The order of the catalogue lists read from the server: by name. */
export function byName(a: ItemRow, b: ItemRow): number {
  return a.name.localeCompare(b.name);
}

/** The rows holding every word of the text (case-insensitive); the same array for an empty text. */
export function filterItems(rows: readonly ItemRow[], text: string): readonly ItemRow[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.haystack.includes(word)));
}
