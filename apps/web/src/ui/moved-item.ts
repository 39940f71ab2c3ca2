/**
 * Where one item went between two orders of the same ids (what a drag to reorder does): the index it
 * left and the index it took. Null when nothing moved.
 */
export function movedItem(before: readonly string[], after: readonly string[]): { from: number; to: number } | null {
  let first = 0;
  while (first < before.length && before[first] === after[first]) first++;
  let last = before.length - 1;
  while (last > first && before[last] === after[last]) last--;
  if (first >= last) return null;
  // Moved down: the first changed item now sits at the end of the changed range; otherwise it moved up.
  return after[last] === before[first] ? { from: first, to: last } : { from: last, to: first };
}
