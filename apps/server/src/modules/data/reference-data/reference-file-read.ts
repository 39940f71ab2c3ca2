import { REFERENCE_FILE_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import { type ReferenceTable, readReferenceTable } from "@atelier/domain/data/reference/reference-table";
import { REFERENCE_DATA_MESSAGES, REFERENCE_FILE_MAX_ROWS } from "@atelier/domain/data/reference-data.schema";
import * as XLSX from "@e965/xlsx";
import { parse } from "csv-parse/sync";
import { isUtf8Text } from "../../../storage/content-type";
import { zipEntries } from "./reference-file-zip";

export const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_MIME_TYPE = "text/csv";

/** A workbook's parts inflate to at most this many bytes (docs/decisions/data-reference-files.md). */
export const XLSX_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/** A reference file read from its bytes: its type (decided by the bytes) and its table. */
export type ReadFileResult = ({ ok: true; mimeType: string } & ReferenceTable) | { ok: false; message: string };

const refused = (message: string) => ({ ok: false as const, message });
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Rows read: enough to tell that a file has too many (the header, the limit, one more). */
const ROWS_READ = REFERENCE_FILE_MAX_ROWS + 2;

const asText = (cell: unknown): string => (cell === null || cell === undefined ? "" : String(cell));

/** A real workbook lists its content types and a workbook part; its parts inflate within the limit. */
function isWorkbook(bytes: Buffer): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  const names = new Set(entries.map((entry) => entry.name));
  const inflated = entries.reduce((sum, entry) => sum + entry.size, 0);
  return names.has("[Content_Types].xml") && names.has("xl/workbook.xml") && inflated <= XLSX_MAX_INFLATED_BYTES;
}

/** The first sheet's cells as text (formatted as shown), from cell A1 whatever the sheet's used range. */
function xlsxCells(bytes: Buffer): string[][] | undefined {
  try {
    const book = XLSX.read(bytes, { type: "buffer", dense: true, sheetRows: ROWS_READ, cellHTML: false });
    const first = book.SheetNames[0];
    const sheet = first === undefined ? undefined : book.Sheets[first];
    if (!sheet) return undefined;
    const used = sheet["!ref"];
    if (!used) return [];
    const range = XLSX.utils.decode_range(used);
    range.s = { r: 0, c: 0 };
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: true, range });
    return rows.map((row) => Array.from(row, asText));
  } catch {
    return undefined;
  }
}

/** The delimiter a CSV file uses: the one of `,` `;` and tab its first line holds most of (`,` on a tie). */
function delimiterOf(text: string): string {
  const end = text.indexOf("\n");
  const line = end === -1 ? text : text.slice(0, end);
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, line.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function csvCells(text: string): string[][] | { error: string } {
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      to: ROWS_READ,
    }) as string[][];
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function tableOf(cells: string[][], mimeType: string): ReadFileResult {
  const table = readReferenceTable(cells);
  return table.ok ? { ...table, mimeType } : table;
}

/**
 * Reads a mapping or reference file (docs/decisions/data-reference-files.md): a zip must be a real .xlsx
 * workbook (its first sheet is read), other content must be UTF-8 text read as CSV; anything else is not a
 * spreadsheet. The table's own rules follow (readReferenceTable). The caller checked the size.
 */
export function readReferenceFile(bytes: Buffer): ReadFileResult {
  if (bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    const cells = isWorkbook(bytes) ? xlsxCells(bytes) : undefined;
    return cells ? tableOf(cells, XLSX_MIME_TYPE) : refused(REFERENCE_DATA_MESSAGES.notSpreadsheet);
  }
  if (!isUtf8Text(bytes, true)) return refused(REFERENCE_DATA_MESSAGES.notSpreadsheet);
  const cells = csvCells(bytes.toString("utf8"));
  if ("error" in cells) return refused(REFERENCE_FILE_MESSAGES.unreadableCsv(cells.error));
  return tableOf(cells, CSV_MIME_TYPE);
}
