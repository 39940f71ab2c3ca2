/**
 * The quick text filter of component option lists (spec part 2, "Component options"): the rules of the
 * product filter (product-filter.ts: words of two characters or more, 'or', '!'), searched in an option's
 * code, name, description and tags. The web list filters the loaded rows with it; the server runs the same
 * compiled filter over its in-memory index of the company's options (`GET componentoption?filter=`).
 */
import { type ParsedProductFilter, parseProductFilter } from "../product/product-filter";

/** What the text filter reads of an option. */
export interface FilterableOption {
  code: string;
  name: string;
  description: string;
  tags: readonly string[];
}

/** The words of a filter text, as the product filter reads them. */
export type OptionFilterWords = ParsedProductFilter;

/** A compiled filter: tests the haystack of an option (`optionHaystack`), computed once per row. */
export interface OptionFilter {
  matchesHaystack(haystack: string): boolean;
  /** False when the text holds no word that filters, so every option is kept. */
  readonly active: boolean;
  readonly words: OptionFilterWords;
}

/** Fields are joined by a line break, which no filter word holds, so no word spans two fields. */
export const OPTION_FILTER_FIELD_SEPARATOR = "\n";

/** The lower-case text the filter searches in: code, name, description and tags, one per line. */
export function optionHaystack(option: FilterableOption): string {
  return [option.code, option.name, option.description, ...option.tags]
    .join(OPTION_FILTER_FIELD_SEPARATOR)
    .toLowerCase();
}

export function parseOptionFilter(text: string): OptionFilterWords {
  return parseProductFilter(text);
}

/** Whether any word filters: otherwise every option is kept. */
export function isActiveFilter(words: OptionFilterWords): boolean {
  return words.include.length + words.exclude.length > 0;
}

/** Compiles the filter text once. The test is plain indexed loops: it runs on every row at each keystroke. */
export function compileOptionFilter(text: string): OptionFilter {
  const words = parseOptionFilter(text);
  const { include, exclude, anyWord } = words;
  const matchesHaystack = (haystack: string): boolean => {
    for (let index = 0; index < exclude.length; index++) {
      if (haystack.includes(exclude[index] as string)) return false;
    }
    if (include.length === 0) return true;
    if (anyWord) {
      for (let index = 0; index < include.length; index++) {
        if (haystack.includes(include[index] as string)) return true;
      }
      return false;
    }
    for (let index = 0; index < include.length; index++) {
      if (!haystack.includes(include[index] as string)) return false;
    }
    return true;
  };
  return { matchesHaystack, active: isActiveFilter(words), words };
}

/** Every word must match: no 'or', or at most one word to match. */
const allWords = (words: OptionFilterWords) => !words.anyWord || words.include.length <= 1;

/**
 * True when `next` can keep only options `previous` keeps, so filtering what `previous` kept is enough (the
 * user typed on: 'opt-01' after 'opt-0', or another word). Every word of `previous` must be held by one of
 * `next` (a word holding it is rarer), and every excluded word of `previous` must hold one `next` excludes.
 */
export function narrowsOptionFilter(next: OptionFilterWords, previous: OptionFilterWords): boolean {
  if (!allWords(next) || !allWords(previous)) return false;
  return (
    previous.include.every((word) => next.include.some((narrower) => narrower.includes(word))) &&
    previous.exclude.every((word) => next.exclude.some((wider) => word.includes(wider)))
  );
}
