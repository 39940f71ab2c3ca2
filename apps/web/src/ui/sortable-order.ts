/** Reordering helpers of sortable lists (pure, tested without a DOM). */

/** The list with the item `activeId` moved to where `overId` is, or null when nothing moves. */
export function moveById<T>(
  items: readonly T[],
  getId: (item: T) => string,
  activeId: string,
  overId: string | null,
): T[] | null {
  if (overId === null || activeId === overId) return null;
  const from = items.findIndex((item) => getId(item) === activeId);
  const to = items.findIndex((item) => getId(item) === overId);
  if (from === -1 || to === -1) return null;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return null;
  next.splice(to, 0, moved);
  return next;
}

/** A position as screen readers hear it while an item is dragged: 'position 2 of 5'. */
export function positionText(ids: readonly string[], id: string): string {
  return `position ${ids.indexOf(id) + 1} of ${ids.length}`;
}
