import { inTagScope } from "@atelier/domain/product/product-lists";
import { useMemo } from "react";
import { byName, type ItemRow } from "./item-rows";
import type { ScopeToggle } from "./list-toolbar";
import { useScopeToggle } from "./use-scope-toggle";

/**
 * The rows of a catalogue list with a tag-scope toggle (dimensions, placements, definitions, types): the
 * items in the scope unless the toggle is off, by name, with how many were loaded before the scope.
 * toRow should be stable (a module function), or the rows are made again on every render.
 */
export function useScopedRows<T extends { tags: readonly string[] }>(
  items: readonly T[] | undefined,
  toRow: (item: T) => ItemRow,
): { rows: ItemRow[] | undefined; loadedCount: number | undefined; scope: ScopeToggle } {
  const { activeScope, toggle } = useScopeToggle();
  const rows = useMemo(
    () =>
      items
        ?.filter((item) => inTagScope(item.tags, activeScope))
        .map(toRow)
        .sort(byName),
    [items, activeScope, toRow],
  );
  return { rows, loadedCount: items?.length, scope: toggle };
}
