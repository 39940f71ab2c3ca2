import type { PromptReportRow } from "@atelier/domain/analytics/prompt-query.schema";

/** Prompt report grids page 100 rows (spec part 1, 9; part 3, "Analytics prompt report"). */
export const REPORT_PAGE_SIZE = 100;

/** The figures come after the dimensions, whatever order the rows hold their keys in. */
const FIGURES = ["value", "previous"];

/** The grid's columns: every key of the rows, in the order first seen, with the figures last. */
export function reportColumns(rows: readonly PromptReportRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  const keys = [...seen];
  return [...keys.filter((key) => !FIGURES.includes(key)), ...FIGURES.filter((key) => seen.has(key))];
}

const HEADINGS: Record<string, string> = {
  value: "Value",
  previous: "Previous period",
  eventType: "Event type",
};

/** A column's heading: 'Value', 'Previous period', or the key in words ('eventType' is 'Event type'). */
export function columnHeading(key: string): string {
  const known = HEADINGS[key];
  if (known !== undefined) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The number of pages of a result (at least one, so an empty result still shows its grid). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
}

/** The rows of a page, counted from 1; a page past the end shows the last one. */
export function rowsOfPage<T>(rows: readonly T[], page: number): T[] {
  const last = pageCount(rows.length);
  const shown = Math.min(Math.max(1, Math.trunc(page)), last);
  return rows.slice((shown - 1) * REPORT_PAGE_SIZE, shown * REPORT_PAGE_SIZE);
}

/** A cell as text: numbers with thousands separators, nothing for null or a missing key. */
export function cellText(value: PromptReportRow[string] | undefined): string {
  if (value === null || value === undefined) return "";
  return typeof value === "number" ? value.toLocaleString("en-US") : value;
}
