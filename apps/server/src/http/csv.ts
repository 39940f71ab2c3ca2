import { type Stringifier, stringify } from "csv-stringify";
import { stringify as stringifyNow } from "csv-stringify/sync";

// Every CSV the server writes goes through here, so that a cell a spreadsheet would run as a formula never
// leaves it: csv-stringify's formula escaping prefixes an apostrophe to a cell starting with = + - @, a tab
// or a carriage return (and their full-width forms).

/** A streaming CSV writer with a heading row (`bom`: a UTF-8 byte order mark first, for spreadsheets). */
export function csvWriter(headers: readonly string[], options: { bom?: boolean } = {}): Stringifier {
  return stringify({ header: true, columns: [...headers], escape_formulas: true, bom: options.bom ?? false });
}

/** Rows as CSV text, with the heading row first when `headers` is given. */
export function csvText(rows: readonly (readonly string[])[], headers?: readonly string[]): string {
  return stringifyNow(
    rows.map((row) => [...row]),
    headers === undefined ? { escape_formulas: true } : { header: true, columns: [...headers], escape_formulas: true },
  );
}
