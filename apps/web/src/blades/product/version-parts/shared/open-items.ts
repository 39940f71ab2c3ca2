import { useCallback, useState } from "react";

/** Toggle all: closes every item when all are open, otherwise opens them all. */
export function toggleAll(open: readonly string[], keys: readonly string[]): string[] {
  const allOpen = keys.length > 0 && keys.every((key) => open.includes(key));
  return allOpen ? [] : [...keys];
}

/**
 * The open items after a save that renamed items (temporary ids became saved ids): an item stays open
 * when the item at the same position was open, as the server keeps the order it was sent.
 */
export function carryOpen(
  open: readonly string[],
  previousKeys: readonly string[],
  nextKeys: readonly string[],
): string[] {
  return nextKeys.filter((_key, index) => {
    const previous = previousKeys[index];
    return previous !== undefined && open.includes(previous);
  });
}

/** The open items of an accordion of version parts, by item key. */
export function useOpenItems() {
  const [open, setOpen] = useState<string[]>([]);
  return {
    open,
    setOpen,
    openItem: useCallback(
      (key: string) => setOpen((current) => (current.includes(key) ? current : [...current, key])),
      [],
    ),
    toggleAll: useCallback((keys: readonly string[]) => setOpen((current) => toggleAll(current, keys)), []),
    carry: useCallback(
      (previousKeys: readonly string[], nextKeys: readonly string[]) =>
        setOpen((current) => carryOpen(current, previousKeys, nextKeys)),
      [],
    ),
  };
}
