/**
 * The item id of the blades that edit one version (EditVersion, EditVersionRules, EditVersionViews,
 * EditVersionGroups, EditPackages): the product id and the version id joined by `~`. The blade address
 * percent-encodes item ids, so the separator never clashes with the stack's own `~`.
 */
const SEPARATOR = "~";

export function versionItemId(productId: string, versionId: string): string {
  return `${productId}${SEPARATOR}${versionId}`;
}

/** The product and version ids of a version blade's item id; null when it is not one. */
export function parseVersionItemId(itemId: string | undefined): { productId: string; versionId: string } | null {
  if (itemId === undefined) return null;
  const at = itemId.indexOf(SEPARATOR);
  if (at <= 0 || at === itemId.length - 1) return null;
  const productId = itemId.slice(0, at);
  const versionId = itemId.slice(at + 1);
  if (versionId.includes(SEPARATOR)) return null;
  return { productId, versionId };
}
