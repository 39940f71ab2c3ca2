import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import {
  narrowsOptionFilter,
  type OptionFilter,
  type OptionFilterWords,
  optionHaystack,
} from "@atelier/domain/catalogue/option-filter";
import { inTagScope } from "@atelier/domain/product/product-lists";

/** An option the blade can show, with the lower-case text the quick filter searches, computed once. */
export interface OptionRow {
  option: ComponentOptionSummary;
  haystack: string;
}

/** The loaded options as rows, in list order: done once per loaded list, never per keystroke. */
export function optionRows(options: readonly ComponentOptionSummary[]): OptionRow[] {
  return options.map((option) => ({ option, haystack: optionHaystack(option) }));
}

interface OfferOptions {
  /** Only the options of this definition; null for every option. */
  definitionId: string | null;
  /** The tag scope to apply; empty when the scope toggle is off or no tag is chosen. */
  scope: readonly string[];
  /** Options a picker does not offer. */
  excludedIds?: readonly string[] | undefined;
}

/** The rows on offer before the text filter: of the definition, in the tag scope and not excluded. */
export function offeredRows(
  rows: readonly OptionRow[],
  { definitionId, scope, excludedIds = [] }: OfferOptions,
): readonly OptionRow[] {
  if (definitionId === null && scope.length === 0 && excludedIds.length === 0) return rows;
  const excluded = new Set(excludedIds);
  return rows.filter(
    ({ option }) =>
      (definitionId === null || option.componentOptionDefinitionId === definitionId) &&
      !excluded.has(option.componentOptionId) &&
      inTagScope(option.tags, scope),
  );
}

/** How many recent results a row filter keeps: enough to go back over a word with Backspace. */
const RECENT_RESULTS = 16;

/** Keeps the rows a filter holds; the same array when the filter holds no word that filters. */
export type OptionRowFilter = (rows: readonly OptionRow[], filter: OptionFilter) => readonly OptionRow[];

/**
 * A quick text filter that remembers its recent results over one array of rows (reset when given another):
 * a text seen a moment ago answers at once, and a text that can only keep fewer rows (the user typed on)
 * searches the smallest recent result it narrows instead of every row.
 */
export function createOptionRowFilter(): OptionRowFilter {
  let source: readonly OptionRow[] | undefined;
  // Insertion order is recency: the oldest first out.
  const recent = new Map<string, { words: OptionFilterWords; rows: readonly OptionRow[] }>();
  return (rows, filter) => {
    if (rows !== source) {
      source = rows;
      recent.clear();
    }
    if (!filter.active) return rows;
    const key = JSON.stringify(filter.words);
    const known = recent.get(key);
    if (known !== undefined) {
      recent.delete(key);
      recent.set(key, known);
      return known.rows;
    }
    let base = rows;
    for (const entry of recent.values()) {
      if (entry.rows.length < base.length && narrowsOptionFilter(filter.words, entry.words)) base = entry.rows;
    }
    const kept = base.filter((row) => filter.matchesHaystack(row.haystack));
    recent.set(key, { words: filter.words, rows: kept });
    if (recent.size > RECENT_RESULTS) recent.delete(recent.keys().next().value as string);
    return kept;
  };
}
