/**
 * The natural order of codes: runs of digits compare as numbers ('MODEL-US-7' before 'MODEL-US-10'), the
 * rest without regard to ASCII case, then codes equal so far by code point ('A7' before 'a7', '07' before
 * '07'). See docs/decisions/domain-natural-order.md.
 *
 * The order is that of a sort key compared by code point, so a database sorts alike by a stored key with
 * `collate "C"` (byte order of UTF-8, which is code point order). The database's `natural_sort_key(text)`
 * (migration 0010) builds the same key for rows written by SQL alone.
 */

/** A digit run's length is written in this many digits: runs longer than the cap sort after every shorter one. */
const RUN_LENGTH_DIGITS = 3;
export const NATURAL_RUN_LENGTH_CAP = 10 ** RUN_LENGTH_DIGITS - 1;

const ASCII_UPPER = /[A-Z]+/g;
const DIGIT_RUN = /[0-9]+/g;
const LEADING_ZEROS = /^0+/;

/** A digit run as its length (without leading zeros, capped) then its digits, so numbers compare by value. */
function encodeDigitRun(run: string): string {
  const digits = run.replace(LEADING_ZEROS, "");
  return String(Math.min(digits.length, NATURAL_RUN_LENGTH_CAP)).padStart(RUN_LENGTH_DIGITS, "0") + digits;
}

/** The key whose code point order is the natural order of codes (ties broken by the code itself). */
export function naturalSortKey(code: string): string {
  return code.replace(ASCII_UPPER, (letters) => letters.toLowerCase()).replace(DIGIT_RUN, encodeDigitRun);
}

/**
 * A UTF-16 code unit placed so that code units compare as their code points do: surrogates (U+D800..U+DFFF,
 * halves of code points from U+10000) move above U+E000..U+FFFF.
 */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/** Compares two strings by code point, as PostgreSQL's `collate "C"` does (JavaScript's `<` compares code units). */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const unitA = a.charCodeAt(index);
    const unitB = b.charCodeAt(index);
    if (unitA !== unitB) return codePointRank(unitA) - codePointRank(unitB);
  }
  return a.length - b.length;
}

/** The natural order of two codes: negative when `a` comes first, 0 only for equal codes. */
export function compareNatural(a: string, b: string): number {
  return compareCodePoints(naturalSortKey(a), naturalSortKey(b)) || compareCodePoints(a, b);
}

/** Items sorted by the natural order of their codes (each key built once), without changing `items`. */
export function sortByNaturalCode<T>(items: readonly T[], codeOf: (item: T) => string): T[] {
  const keyed = items.map((item) => {
    const code = codeOf(item);
    return { item, code, key: naturalSortKey(code) };
  });
  keyed.sort((a, b) => compareCodePoints(a.key, b.key) || compareCodePoints(a.code, b.code));
  return keyed.map(({ item }) => item);
}
