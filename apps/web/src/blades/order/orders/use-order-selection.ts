import { useCallback, useState } from "react";

const NONE: ReadonlySet<string> = new Set();

/** The orders chosen for a bulk change, by recipe id: toggled one by one, or all those loaded at once. */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const toggle = useCallback((recipeId: string) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(recipeId)) next.add(recipeId);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(NONE), []);
  /** Selects every one of `ids`, or clears the selection when it already holds them all. */
  const toggleAll = useCallback((ids: readonly string[]) => {
    setSelected((previous) => (ids.every((id) => previous.has(id)) ? NONE : new Set(ids)));
  }, []);
  return { selected, toggle, clear, toggleAll };
}
