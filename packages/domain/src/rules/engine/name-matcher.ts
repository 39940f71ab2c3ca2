import { type CatalogueIndex, componentsNamed, placementNumber, range } from "./catalogue-index";

/**
 * What a name in a rule names: components (by number) and the placements holding any of them. A
 * name alone that is a placement's code names every component of that placement; otherwise a name
 * is a tag, a component code or a placement-independent code. An unknown name names nothing.
 */
export interface NameMatcher {
  components: readonly number[];
  set: ReadonlySet<number>;
  placements: readonly number[];
}

/** The components `name` names in `placement` (a code; all placements when null or empty). */
export function matchName(index: CatalogueIndex, name: string, placement: string | null): NameMatcher {
  const where = placement ? placementNumber(index, placement) : null;
  const whole = where === null ? index.placements[placementNumber(index, name)] : undefined;
  const components = whole ? range(whole.first, whole.end) : where === -1 ? [] : componentsNamed(index, name, where);
  const placements = new Set<number>();
  for (const component of components) placements.add(index.placementOf[component] as number);
  return { components, set: new Set(components), placements: [...placements] };
}

/** Whether a selected component (one number per placement, -1 for none) is one the matcher names. */
export function isSelected(matcher: NameMatcher, selections: Int32Array): boolean {
  for (const placement of matcher.placements) {
    if (matcher.set.has(selections[placement] as number)) return true;
  }
  return false;
}

const IN = /^(.*\S)\s+IN\s+(\S.*)$/i;

/** An entry of a rule's source, target or except list: 'RED IN BODY' or a bare name ('suede'). */
export function parseEntry(entry: string): { name: string; placement: string | null } {
  const text = entry.trim();
  const scoped = IN.exec(text);
  if (scoped) return { name: (scoped[1] as string).trim(), placement: (scoped[2] as string).trim() };
  return { name: text, placement: null };
}

export function matchEntry(index: CatalogueIndex, entry: string): NameMatcher {
  const { name, placement } = parseEntry(entry);
  return matchName(index, name, placement);
}
