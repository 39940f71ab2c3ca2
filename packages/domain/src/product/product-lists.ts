/** Rules of the sidebar's product lists (spec part 1, sections 2.3, 5 and 9). */

/** Sidebar recent lists show this many products each. */
export const RECENT_LIST_SIZE = 3;
/** 'All Products' previews this many, sorted by name. */
export const ALL_PRODUCTS_PREVIEW = 50;
/** Scope-by-tags options are capped at this many. */
export const SCOPE_OPTIONS_CAP = 100;

/** A product's name as lists show it: with a '+', the part before it becomes an ellipsis. */
export function shortProductName(name: string): string {
  const plus = name.indexOf("+");
  return plus === -1 ? name : `…${name.slice(plus)}`;
}

/**
 * The tag scope keeps products that carry a selected tag; an empty scope keeps every product.
 * Tags compare without regard to case.
 */
export function inTagScope(tags: readonly string[], scope: readonly string[]): boolean {
  if (scope.length === 0) return true;
  const selected = new Set(scope.map((tag) => tag.toLowerCase()));
  return tags.some((tag) => selected.has(tag.toLowerCase()));
}

/** Scope options from items' tags: distinct (case-insensitively), trimmed, sorted, capped. */
export function scopeOptions(tagLists: Iterable<readonly string[]>): string[] {
  const byKey = new Map<string, string>();
  for (const tags of tagLists) {
    for (const raw of tags) {
      const tag = raw.trim();
      if (tag !== "" && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b)).slice(0, SCOPE_OPTIONS_CAP);
}
