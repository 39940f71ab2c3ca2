import type { ReferenceTable } from "@atelier/domain/data/reference/reference-table";
import { AppError } from "../../../errors/app-error";
import type { BlobStorage } from "../../../storage/blob-storage";
import { readReferenceFile } from "./reference-file-read";

/** Cells kept parsed at most, over every cached file (a 200,000-row file of 10 columns is 2,000,000). */
const CACHED_CELLS_MAX = 4_000_000;

export const REFERENCE_READ_MESSAGES = {
  unreadable: (name: string) => `The stored file '${name}' could not be read. Upload it again.`,
} as const;

const cellsOf = (table: ReferenceTable) => table.rows.reduce((sum, row) => sum + row.cells.length, 0);

/**
 * Parsed tables by object key. An upload always writes a new object, so a key's content never changes and
 * an entry is never stale; the least recently read entries go first once the cells exceed the cap.
 */
class ParsedTables {
  private readonly entries = new Map<string, { table: ReferenceTable; cells: number }>();
  private cells = 0;

  get(key: string): ReferenceTable | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.table;
  }

  set(key: string, table: ReferenceTable): void {
    const cells = cellsOf(table);
    const earlier = this.entries.get(key);
    if (earlier) {
      this.entries.delete(key);
      this.cells -= earlier.cells;
    }
    if (cells > CACHED_CELLS_MAX) return;
    this.entries.set(key, { table, cells });
    this.cells += cells;
    for (const [oldest, entry] of this.entries) {
      if (this.cells <= CACHED_CELLS_MAX) break;
      this.entries.delete(oldest);
      this.cells -= entry.cells;
    }
  }
}

const parsedTables = new ParsedTables();

/** Remembers the table of an object just stored, so the first read after an upload parses nothing again. */
export function rememberTable(key: string, table: ReferenceTable): void {
  parsedTables.set(key, table);
}

/** The table of a stored reference file (`name` for the message when its object cannot be read). */
export async function readStoredTable(
  storage: BlobStorage,
  file: { storageKey: string; name: string },
): Promise<ReferenceTable> {
  const cached = parsedTables.get(file.storageKey);
  if (cached) return cached;
  const found = await storage.get(file.storageKey);
  if (!found) throw AppError.conflict(REFERENCE_READ_MESSAGES.unreadable(file.name));
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  const read = readReferenceFile(Buffer.concat(chunks));
  if (!read.ok) throw AppError.conflict(REFERENCE_READ_MESSAGES.unreadable(file.name));
  const table = { header: read.header, rows: read.rows };
  parsedTables.set(file.storageKey, table);
  return table;
}
