import { MONTH_NAMES } from "../../shared/month-names";
import type { Token } from "./batch-edit-tokens";

/** Dates in a batch edit prompt, as ISO dates (a day that does not exist reads as undefined). */

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex((m) => m === w || (w.length >= 3 && m.startsWith(w) && w.length <= m.length));
  return index === -1 ? undefined : index + 1;
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const dayOf = (word: string | undefined) => {
  const m = word === undefined ? null : /^(\d{1,2})(st|nd|rd|th)?$/i.exec(word);
  return m ? Number(m[1]) : undefined;
};
const yearOf = (word: string | undefined) => (word !== undefined && /^\d{4}$/.test(word) ? Number(word) : undefined);

/** Reads a date at tokens[i]: 2026-12-01, December 1 2026, Dec 1st 2026, 1 December 2026. */
export function readDate(
  tokens: Token[],
  i: number,
): { iso: string | undefined; used: number; text: string } | undefined {
  const a = tokens[i]?.text;
  if (a === undefined) return undefined;
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(a);
  if (isoMatch) return { iso: isoOf(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3])), used: 1, text: a };
  const b = tokens[i + 1]?.text;
  const c = tokens[i + 2]?.text;
  const month = monthOf(a);
  if (month !== undefined) {
    const day = dayOf(b);
    const year = yearOf(c);
    if (day !== undefined && year !== undefined)
      return { iso: isoOf(year, month, day), used: 3, text: `${a} ${b} ${c}` };
    return undefined;
  }
  const day = dayOf(a);
  const month2 = b === undefined ? undefined : monthOf(b);
  const year = yearOf(c);
  if (day !== undefined && month2 !== undefined && year !== undefined)
    return { iso: isoOf(year, month2, day), used: 3, text: `${a} ${b} ${c}` };
  return undefined;
}
