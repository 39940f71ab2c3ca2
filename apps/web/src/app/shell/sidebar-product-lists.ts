import type { ProductListQuery, ProductSummary, VersionSummary } from "@atelier/domain/product/product-list.schema";
import { ALL_PRODUCTS_PREVIEW, inTagScope, RECENT_LIST_SIZE } from "@atelier/domain/product/product-lists";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { ProductList } from "./sidebar-sections";

/** Said when a list has products but none carries a tag of the scope. */
export const NONE_IN_SCOPE = "No products carry the selected tags.";

/**
 * What each sidebar list asks the server for. With a tag scope the recent lists read a wider window
 * (the scope applies in the browser), so three products in scope can still be shown.
 */
export function sidebarListQuery(id: ProductList["id"], scoped: boolean): ProductListQuery {
  const recentTake = scoped ? ALL_PRODUCTS_PREVIEW : RECENT_LIST_SIZE;
  switch (id) {
    case "my-recent":
      return { editedBy: "me", orderBy: "lastUpdated", take: recentTake, expand: "recentversions" };
    case "recently-modified":
      return { orderBy: "lastUpdated", take: recentTake, expand: "recentversions" };
    case "all":
      return { orderBy: "name", take: ALL_PRODUCTS_PREVIEW, expand: "recentversions" };
  }
}

/** The products a list shows: those in the tag scope, at most the list's size. */
export function productsInScope(
  id: ProductList["id"],
  products: readonly ProductSummary[],
  scope: readonly string[],
): ProductSummary[] {
  const limit = id === "all" ? ALL_PRODUCTS_PREVIEW : RECENT_LIST_SIZE;
  return products.filter((product) => inTagScope(product.tags, scope)).slice(0, limit);
}

/** What an empty list says: no products at all, or none in the scope. */
export function emptyListMessage(id: ProductList["id"], loadedCount: number): string {
  if (loadedCount > 0) return NONE_IN_SCOPE;
  return id === "my-recent" ? MESSAGES.noEditedProducts : MESSAGES.noProductsYet;
}

export interface VersionRow {
  version: VersionSummary;
  latest: boolean;
  /** Labelled 'Active' (only 'All Products' shows active versions). */
  active: boolean;
}

/** The versions under a product: its latest, then (in 'All Products') its other active ones. */
export function versionRows(product: ProductSummary, showActive: boolean): VersionRow[] {
  const latest = product.recent?.latestVersion ?? null;
  const rows: VersionRow[] = latest ? [{ version: latest, latest: true, active: showActive && latest.active }] : [];
  if (!showActive) return rows;
  for (const version of product.recent?.activeVersions ?? []) {
    if (version.versionId !== latest?.versionId) rows.push({ version, latest: false, active: true });
  }
  return rows;
}
