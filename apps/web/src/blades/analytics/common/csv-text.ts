/** The first characters that make a spreadsheet read a cell as a formula (CSV formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, safe to open in a spreadsheet: a text starting with = + - @ tab or carriage return gets a
 * leading apostrophe, and a cell holding a comma, quote or line break is quoted with its quotes doubled.
 * Numbers are written as they are (a negative number is a figure, not a formula).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export type CsvRow = readonly (string | number | boolean | null | undefined)[];

/** The CSV text of a header row and rows, CRLF line ends (RFC 4180). */
export function csvText(header: readonly string[], rows: readonly CsvRow[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** `{name}-{year-month-day-hour-minute-second}.{extension}`: exported files carry a date stamp (spec part 1, 9). */
export function stampedFileName(name: string, extension: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const stamp = [
    now.getFullYear(),
    pad(now.getMonth() + 1),
    pad(now.getDate()),
    pad(now.getHours()),
    pad(now.getMinutes()),
    pad(now.getSeconds()),
  ].join("-");
  return `${name}-${stamp}.${extension}`;
}
