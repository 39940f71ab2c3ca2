import { useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account/account";
import { useTagScope } from "../../app/shell/use-tag-scope";
import type { ScopeToggle } from "./list-toolbar";

const NO_TAGS: readonly string[] = [];

/**
 * A list's tag-scope toggle, on at first: the scope the list applies (none while the toggle is off) and
 * the toggle for its toolbar (stable until it changes, so memoised toolbars stay as they are).
 */
export function useScopeToggle(): { activeScope: readonly string[]; toggle: ScopeToggle } {
  const user = useCurrentUser().data;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const [scopeOn, setScopeOn] = useState(true);
  const scoped = scope.length === 0 ? null : scopeOn;
  const toggle = useMemo(() => ({ scoped, onScoped: setScopeOn }), [scoped]);
  return { activeScope: scopeOn ? scope : NO_TAGS, toggle };
}
