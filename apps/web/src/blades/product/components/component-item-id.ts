import { joinItemId, splitItemId } from "../versions/version-item-id";

/** The separator joinItemId puts between ids. */
const SEPARATOR = joinItemId("", "");

/** What a Components blade lists: a version's components, searched first by `filter`. */
export interface ComponentsTarget {
  productId: string;
  versionId: string;
  filter: string;
}

/**
 * The Components blade's item id: productId~versionId, then the search text when there is one. The
 * search text comes last and may itself hold the separator, so it is everything after the second one.
 */
export function componentsItemId(productId: string, versionId: string, filter = ""): string {
  return filter === "" ? joinItemId(productId, versionId) : joinItemId(productId, versionId, filter);
}

export function parseComponentsItemId(itemId: string | undefined): ComponentsTarget | null {
  const [productId = "", versionId = "", ...rest] = itemId?.split(SEPARATOR) ?? [];
  if (productId === "" || versionId === "") return null;
  return { productId, versionId, filter: rest.join(SEPARATOR) };
}

/** The component editors' item id: productId~versionId~componentId. */
export function componentItemId(productId: string, versionId: string, componentId: string): string {
  return joinItemId(productId, versionId, componentId);
}

export function parseComponentItemId(
  itemId: string | undefined,
): { productId: string; versionId: string; componentId: string } | null {
  const ids = splitItemId(itemId, 3);
  if (ids === null) return null;
  const [productId = "", versionId = "", componentId = ""] = ids;
  return { productId, versionId, componentId };
}
