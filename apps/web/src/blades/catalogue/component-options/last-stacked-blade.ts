import type { Blade } from "../../../app/workspace/blade-types";

/**
 * The id of the last blade stacked, directly or not, on the blade `id` (or `id` itself when none is): a blade
 * opened on it is added after the others instead of replacing them, as 'Add Another' wants.
 */
export function lastStackedBladeId(stack: readonly Pick<Blade, "id" | "parentId">[], id: string): string {
  const stacked = new Set([id]);
  let last = id;
  for (const blade of stack) {
    if (blade.parentId === undefined || !stacked.has(blade.parentId)) continue;
    stacked.add(blade.id);
    last = blade.id;
  }
  return last;
}
