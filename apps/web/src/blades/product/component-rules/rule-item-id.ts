import type { PackageIds } from "../../../api/product/component-rule";
import { joinItemId, splitItemId } from "../versions/version-item-id";

/** The item id of a package's rule table, and of the rule editor in mode new: `productId~versionId~packageId`. */
export function packageItemId({ productId, versionId, componentPackageId }: PackageIds): string {
  return joinItemId(productId, versionId, componentPackageId);
}

/** The item id of the rule editor in mode edit: the package's item id and the rule's id. */
export function ruleItemId(ids: PackageIds, componentGeneratorId: string): string {
  return joinItemId(packageItemId(ids), componentGeneratorId);
}

/** The package ids of a rule table's item id; null when it is not one. */
export function parsePackageItemId(itemId: string | undefined): PackageIds | null {
  const ids = splitItemId(itemId, 3);
  if (ids === null) return null;
  const [productId = "", versionId = "", componentPackageId = ""] = ids;
  return { productId, versionId, componentPackageId };
}

/**
 * The package ids and, in mode edit, the rule id of a rule editor's item id; null when the item id
 * does not have the ids the mode needs.
 */
export function parseRuleItemId(
  itemId: string | undefined,
  edit: boolean,
): { ids: PackageIds; componentGeneratorId: string | undefined } | null {
  const ids = splitItemId(itemId, edit ? 4 : 3);
  if (ids === null) return null;
  const [productId = "", versionId = "", componentPackageId = "", componentGeneratorId] = ids;
  return { ids: { productId, versionId, componentPackageId }, componentGeneratorId };
}
