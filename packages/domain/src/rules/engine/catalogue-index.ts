import type { Blueprint, BlueprintComponent, BlueprintPlacement } from "../../customer/blueprint.schema";

/**
 * The blueprint's placements and components indexed for the engine. Components are numbered in
 * blueprint order (groups, placements, components), so the components of one placement are the
 * contiguous numbers `first` to `end - 1`.
 */
export interface IndexedPlacement {
  index: number;
  placement: BlueprintPlacement;
  first: number;
  end: number;
  /** Component code, then placement-independent code (the code wins), to the component's number. */
  byCode: ReadonlyMap<string, number>;
}

export interface CatalogueIndex {
  placements: readonly IndexedPlacement[];
  /** Placement code, then placement name (the code wins), to the placement's number. */
  placementByCode: ReadonlyMap<string, number>;
  components: readonly BlueprintComponent[];
  /** The placement number of each component. */
  placementOf: Int32Array;
  /** A name (tag, component code or placement-independent code) to the components it names, ascending. */
  byName: ReadonlyMap<string, readonly number[]>;
}

const NONE: readonly number[] = [];

export function indexCatalogue(blueprint: Blueprint): CatalogueIndex {
  const placements: IndexedPlacement[] = [];
  const placementByCode = new Map<string, number>();
  const components: BlueprintComponent[] = [];
  const owners: number[] = [];
  const byName = new Map<string, number[]>();
  const name = (key: string, component: number) => {
    const list = byName.get(key);
    if (!list) byName.set(key, [component]);
    else if (list[list.length - 1] !== component) list.push(component);
  };
  for (const group of blueprint.groups) {
    for (const placement of group.placements) {
      if (placementByCode.has(placement.code)) continue;
      const index = placements.length;
      const first = components.length;
      const byCode = new Map<string, number>();
      for (const component of placement.components) {
        const number = components.length;
        components.push(component);
        owners.push(index);
        if (!byCode.has(component.placementIndependentCode)) byCode.set(component.placementIndependentCode, number);
        for (const key of [component.code, component.placementIndependentCode, ...component.tags]) name(key, number);
      }
      for (let number = components.length - 1; number >= first; number -= 1) {
        byCode.set((components[number] as BlueprintComponent).code, number);
      }
      placementByCode.set(placement.code, index);
      placements.push({ index, placement, first, end: components.length, byCode });
    }
  }
  for (const { index, placement } of placements) {
    if (!placementByCode.has(placement.name)) placementByCode.set(placement.name, index);
  }
  return { placements, placementByCode, components, placementOf: Int32Array.from(owners), byName };
}

/** The components a name names, in one placement (by number) or in all (null). */
export function componentsNamed(index: CatalogueIndex, name: string, placement: number | null): readonly number[] {
  const all = index.byName.get(name) ?? NONE;
  if (placement === null) return all;
  const range = index.placements[placement];
  if (!range) return NONE;
  return all.slice(lowerBound(all, range.first), lowerBound(all, range.end));
}

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The placement a code (or, failing that, a placement name) names, by number; -1 for none. */
export function placementNumber(index: CatalogueIndex, code: string): number {
  return index.placementByCode.get(code) ?? -1;
}

/** The numbers from `from` to `to - 1`. */
export function range(from: number, to: number): number[] {
  const numbers = new Array<number>(to - from);
  for (let number = from; number < to; number += 1) numbers[number - from] = number;
  return numbers;
}
