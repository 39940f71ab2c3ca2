import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BladeLink, BladePlace } from "./blade-link";
import { type BladePatch, closeBlade, openBlade, updateBlade } from "./blade-stack-state";
import type { Blade } from "./blade-types";
import { fromSearch, toSearch } from "./blade-url";

interface HistoryOptions {
  /** Replace the current history entry instead of adding one (e.g. a blade opened on first load). */
  replace?: boolean;
}

interface BladesApi {
  stack: Blade[];
  /** The blade last opened or updated by open(), with a counter so reopening brings it into view again. */
  focus: { id: string; count: number } | undefined;
  /**
   * Opens the blade of a typed link (blades/<area>/<area>-links.ts), or updates an open singleton, and
   * returns its id. Adds a history entry.
   */
  open: (link: BladeLink, place?: BladePlace, history?: HistoryOptions) => string;
  /** Closes a blade and everything stacked on it. Adds a history entry. */
  close: (id: string) => void;
  closeAll: () => void;
  /** Changes mode, item, size or fullscreen. Replaces the history entry unless told otherwise. */
  update: (id: string, patch: BladePatch, history?: HistoryOptions) => void;
}

const BladesContext = createContext<BladesApi | null>(null);

/** Holds the blade stack in the address, so reload, back and forward restore it. */
export function BladesProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const stack = useMemo(() => fromSearch(location.search), [location.search]);
  // Calls made before the new address renders (navigation runs in a transition) must build on each
  // other, so the latest stack is kept here and only replaced when the address itself changes.
  const latest = useRef({ search: location.search, stack });
  const seenSearch = useRef(location.search);
  if (seenSearch.current !== location.search) {
    seenSearch.current = location.search;
    latest.current = { search: location.search, stack };
  }
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const [focus, setFocus] = useState<BladesApi["focus"]>();

  const commit = useCallback(
    (next: Blade[], replace: boolean) => {
      const search = toSearch(next);
      if (search === latest.current.search) return;
      latest.current = { search, stack: next };
      navigate({ pathname: pathname.current, search }, { replace });
    },
    [navigate],
  );

  const api = useMemo<BladesApi>(
    () => ({
      stack,
      focus,
      open: (link, place, history) => {
        const { kind, mode, itemId } = link;
        const result = openBlade(latest.current.stack, kind, { ...place, mode, itemId });
        commit(result.stack, history?.replace ?? false);
        setFocus((previous) => ({ id: result.openedId, count: (previous?.count ?? 0) + 1 }));
        return result.openedId;
      },
      close: (id) => commit(closeBlade(latest.current.stack, id), false),
      closeAll: () => commit([], false),
      update: (id, patch, history) => commit(updateBlade(latest.current.stack, id, patch), history?.replace ?? true),
    }),
    [stack, focus, commit],
  );

  return <BladesContext.Provider value={api}>{children}</BladesContext.Provider>;
}

export function useBlades(): BladesApi {
  const api = useContext(BladesContext);
  if (api === null) throw new Error("useBlades must be used inside BladesProvider");
  return api;
}
