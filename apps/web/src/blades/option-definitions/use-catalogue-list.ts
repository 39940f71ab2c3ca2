import { inTagScope } from "@atelier/domain/product-lists";
import { useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account";
import { useTagScope } from "../../app/shell/use-tag-scope";
import type { Blade } from "../../app/workspace/blade-types";
import { usePickRequest } from "../../app/workspace/pick-requests";
import { usePickSelection } from "../products/use-pick-selection";

/** What a catalogue list shows of an item. */
export interface CatalogueItem {
  name: string;
  description: string;
  tags: string[];
}

const NO_TAGS: readonly string[] = [];

/**
 * The state of a catalogue list blade (option definitions, component types): the items in the tag
 * scope (unless the toggle is off) and not excluded by a picker, by name, with the pick in progress.
 */
export function useCatalogueList<T extends CatalogueItem>(
  blade: Blade,
  items: readonly T[] | undefined,
  getId: (item: T) => string,
) {
  const user = useCurrentUser().data;
  const canEdit = user?.permissions.canEdit === true;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const { request, complete } = usePickRequest(blade);
  const pick = usePickSelection(request, complete);
  const [scopeOn, setScopeOn] = useState(true);
  const activeScope = scopeOn ? scope : NO_TAGS;
  const excludedIds = request?.excludedIds;

  const rows = useMemo(() => {
    if (items === undefined) return undefined;
    const excluded = new Set(excludedIds);
    return items
      .filter((item) => !excluded.has(getId(item)) && inTagScope(item.tags, activeScope))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [items, excludedIds, activeScope, getId]);

  return {
    rows,
    /** How many items the company has, before the scope and a picker's exclusions. */
    total: items?.length,
    pick,
    allowNone: request?.allowNone === true,
    /** Add, export and the editors' controls: editors, in a list (not while picking). */
    editing: canEdit && pick.mode === "list",
    /** The toggle's state; null when no scope tag is chosen, so there is nothing to toggle. */
    scoped: scope.length === 0 ? null : scopeOn,
    setScopeOn,
  };
}

export type CatalogueListState<T extends CatalogueItem> = ReturnType<typeof useCatalogueList<T>>;
