import { formatTimestamp } from "../format-timestamp";
import { HISTORY_TEXTS } from "./history-texts";

/** A value longer than this many characters is shown cut, with 'Show all'. */
export const SHOWN_VALUE_MAX = 160;

/** How a value of a difference reads: its text, and whether it is cut (its whole text then in `full`). */
export interface ShownValue {
  text: string;
  full: string;
  cut: boolean;
  /** Nothing there: shown dimmed as '(none)'. */
  empty: boolean;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isPlain = (item: unknown) => item === null || ["string", "number", "boolean"].includes(typeof item);

/** The whole text of a value: lists of plain values joined, objects as compact JSON, moments as the app writes them. */
function wholeText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? HISTORY_TEXTS.yes : HISTORY_TEXTS.no;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return ISO_MOMENT.test(value) ? formatTimestamp(value) : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.every(isPlain)
      ? value.map((item) => wholeText(item) ?? HISTORY_TEXTS.none).join(", ")
      : JSON.stringify(value);
  }
  if (typeof value === "object" && Object.keys(value).length === 0) return null;
  return JSON.stringify(value);
}

/** A value of a difference as the History shows it; secrets come masked from the server and read as they come. */
export function shownValue(value: unknown, max = SHOWN_VALUE_MAX): ShownValue {
  const full = wholeText(value);
  if (full === null) return { text: HISTORY_TEXTS.none, full: HISTORY_TEXTS.none, cut: false, empty: true };
  const cut = full.length > max;
  return { text: cut ? `${full.slice(0, max).trimEnd()}…` : full, full, cut, empty: false };
}
