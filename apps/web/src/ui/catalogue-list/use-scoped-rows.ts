import { inTagScope } from "@atelier/domain/product-lists";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account";
import { useTagScope } from "../../app/shell/use-tag-scope";
import { byName, type ItemRow } from "./item-rows";
import type { ScopeToggle } from "./list-toolbar";

/**
 * The rows of a catalogue list with a tag-scope toggle (dimensions, placements, definitions, types): the
 * items in the scope unless the toggle is off, by name, with how many were loaded before the scope.
 * toRow should be stable (a module function), or the rows are made again on every render.
 */
export function useScopedRows<T extends { tags: readonly string[] }>(
  items: readonly T[] | undefined,
  toRow: (item: T) => ItemRow,
): { rows: ItemRow[] | undefined; loadedCount: number | undefined; scope: ScopeToggle } {
  const user = useCurrentUser().data;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const [scopeOn, setScopeOn] = useState(true);
  const rows = useMemo(
    () =>
      items
        ?.filter((item) => !scopeOn || inTagScope(item.tags, scope))
        .map(toRow)
        .sort(byName),
    [items, scope, scopeOn, toRow],
  );
  return {
    rows,
    loadedCount: items?.length,
    scope: { scoped: scope.length === 0 ? null : scopeOn, onScoped: setScopeOn },
  };
}
