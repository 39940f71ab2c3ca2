import { type ProductFilter, productHaystack } from "@atelier/domain/product/product-filter";
import type { ProductSummary } from "@atelier/domain/product/product-list.schema";
import { inTagScope } from "@atelier/domain/product/product-lists";

/** A product the blade can show, with the lower-case text the quick filter searches, computed once. */
export interface ProductRow {
  product: ProductSummary;
  haystack: string;
}

interface OfferOptions {
  /** The tag scope to apply; empty when the scope toggle is off or no tag is chosen. */
  scope: readonly string[];
  /** Products a picker does not offer. */
  excludedIds?: readonly string[];
}

/** The products on offer before the text filter: in the tag scope and not excluded. */
export function offeredRows(
  products: readonly ProductSummary[],
  { scope, excludedIds = [] }: OfferOptions,
): ProductRow[] {
  const excluded = new Set(excludedIds);
  const rows: ProductRow[] = [];
  for (const product of products) {
    if (excluded.has(product.productId) || !inTagScope(product.tags, scope)) continue;
    rows.push({ product, haystack: productHaystack(product) });
  }
  return rows;
}

/** The rows the quick text filter keeps; the same array when the filter holds no word that filters. */
export function filterRows(rows: readonly ProductRow[], filter: ProductFilter): readonly ProductRow[] {
  if (!filter.active) return rows;
  return rows.filter((row) => filter.matchesHaystack(row.haystack));
}
