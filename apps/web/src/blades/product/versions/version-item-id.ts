/**
 * Item ids of blades that address something inside a version: ids joined by `~`. A version blade's
 * (EditVersion, EditVersionRules, EditVersionViews, EditVersionGroups, EditPackages, Components) is the
 * product and version ids; deeper ones add ids after them (a package, a component rule, a component).
 * The blade address percent-encodes item ids, so the separator never clashes with the stack's own `~`.
 */
const SEPARATOR = "~";

/** The ids joined into one item id. */
export function joinItemId(...ids: readonly string[]): string {
  return ids.join(SEPARATOR);
}

/** The `count` ids of an item id; null unless it holds exactly that many, none empty. */
export function splitItemId(itemId: string | undefined, count: number): string[] | null {
  if (itemId === undefined) return null;
  const ids = itemId.split(SEPARATOR);
  if (ids.length !== count || ids.some((id) => id === "")) return null;
  return ids;
}

export function versionItemId(productId: string, versionId: string): string {
  return joinItemId(productId, versionId);
}

/** The product and version ids of a version blade's item id; null when it is not one. */
export function parseVersionItemId(itemId: string | undefined): { productId: string; versionId: string } | null {
  const ids = splitItemId(itemId, 2);
  if (ids === null) return null;
  const [productId = "", versionId = ""] = ids;
  return { productId, versionId };
}
