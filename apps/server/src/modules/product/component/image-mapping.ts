import type { ImageMappingEntry } from "@atelier/domain/product/component.schema";
import { parse } from "csv-parse/sync";

const NUMBER_COLUMNS = ["x", "y", "sx", "sy"] as const;

/** A cell read as a number: empty is null; anything else that is not a finite number makes the file unreadable. */
function numberOf(cell: string | undefined): number | null | undefined {
  if (cell === undefined || cell === "") return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : undefined;
}

function rowsOf(text: string): string[][] | undefined {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, trim: true });
  } catch {
    return undefined;
  }
}

/**
 * The entries of a version's image mapping file (base64 of a CSV whose header names from, to and
 * optionally x, y, sx, sy, in any order and case; see docs/decisions/server-components-image-mapping.md).
 * A file that cannot be read as such answers no entries: the viewer then shows images by their own names.
 */
export function parseImageMapping(source: string | null): ImageMappingEntry[] {
  if (source === null) return [];
  const rows = rowsOf(Buffer.from(source, "base64").toString("utf8"));
  const [header, ...records] = rows ?? [];
  if (!header) return [];
  const column = new Map(header.map((name, index) => [name.toLowerCase(), index]));
  const from = column.get("from");
  const to = column.get("to");
  if (from === undefined || to === undefined) return [];
  const entries: ImageMappingEntry[] = [];
  for (const record of records) {
    const [x, y, sx, sy] = NUMBER_COLUMNS.map((name) => {
      const index = column.get(name);
      return index === undefined ? null : numberOf(record[index]);
    });
    if (x === undefined || y === undefined || sx === undefined || sy === undefined) return [];
    entries.push({ from: record[from] ?? "", to: record[to] ?? "", x, y, sx, sy });
  }
  return entries;
}
