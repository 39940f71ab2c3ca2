/**
 * The quick text filter of product lists (spec part 1, sections 5 and 9).
 *
 * Words are separated by white space and compared without regard to case, as substrings of the
 * product's style code, name and tags. Words shorter than FILTER_MIN_WORD_LENGTH are dropped. A word
 * 'or' anywhere makes any remaining word enough; otherwise every word must match. A word starting
 * with '!' excludes the products that contain the rest of it, whatever 'or' says.
 */

/** Filter words shorter than this many characters are dropped. */
export const FILTER_MIN_WORD_LENGTH = 2;

/** What the text filter reads of a product. */
export interface FilterableProduct {
  styleCode: string;
  name: string;
  tags: readonly string[];
}

/** A compiled filter: call it with a product, or test a haystack cached with `productHaystack`. */
export interface ProductFilter {
  (product: FilterableProduct): boolean;
  matchesHaystack(haystack: string): boolean;
  /** False when the text holds no word that filters (blank, only short words or a lone 'or'). */
  readonly active: boolean;
}

/** Fields are joined by a line break, which no filter word holds, so no word spans two fields. */
const FIELD_SEPARATOR = "\n";

const haystacks = new WeakMap<FilterableProduct, string>();

/**
 * The lower-case text a filter searches in. Computed once per product object (products read from
 * the server are never changed in place), so filtering a long list again on each keystroke only
 * searches strings.
 */
export function productHaystack(product: FilterableProduct): string {
  let haystack = haystacks.get(product);
  if (haystack === undefined) {
    haystack = [product.styleCode, product.name, ...product.tags].join(FIELD_SEPARATOR).toLowerCase();
    haystacks.set(product, haystack);
  }
  return haystack;
}

/** The words of a filter text, sorted into what must (or may) match and what excludes. */
export interface ParsedProductFilter {
  include: string[];
  exclude: string[];
  anyWord: boolean;
}

export function parseProductFilter(text: string): ParsedProductFilter {
  const parsed: ParsedProductFilter = { include: [], exclude: [], anyWord: false };
  for (const word of text.toLowerCase().split(/\s+/)) {
    if (word === "or") {
      parsed.anyWord = true;
      continue;
    }
    const excluded = word.startsWith("!");
    const term = excluded ? word.slice(1) : word;
    if (term.length < FILTER_MIN_WORD_LENGTH) continue;
    (excluded ? parsed.exclude : parsed.include).push(term);
  }
  return parsed;
}

/** Compiles the filter text once; the returned function tests one product. */
export function compileProductFilter(text: string): ProductFilter {
  const { include, exclude, anyWord } = parseProductFilter(text);
  const matchesHaystack = (haystack: string): boolean => {
    for (const term of exclude) if (haystack.includes(term)) return false;
    if (include.length === 0) return true;
    return anyWord ? include.some((term) => haystack.includes(term)) : include.every((term) => haystack.includes(term));
  };
  const filter = (product: FilterableProduct) => matchesHaystack(productHaystack(product));
  return Object.assign(filter, { matchesHaystack, active: include.length + exclude.length > 0 });
}
