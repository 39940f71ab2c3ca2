import { ProductList, type ProductListQuery, ProductTags } from "@atelier/domain/product/product-list.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../http";

// The product calls the shell's sidebar makes: kept apart from the editor's (api/product.ts) so the
// shell does not load the product editor's schemas (docs/decisions/web-products-list-data-file.md).

export const productKeys = {
  all: ["product"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), productListParams(query)] as const,
  details: () => [...productKeys.all, "detail"] as const,
  detail: (productId: string) => [...productKeys.details(), productId] as const,
  tags: () => [...productKeys.all, "tags"] as const,
};

/** The query string parameters of `GET product`, without the ones left unset. */
export function productListParams(query: ProductListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.expand !== undefined) params.expand = query.expand;
  if (query.orderBy !== undefined) params.orderBy = query.orderBy;
  if (query.take !== undefined) params.take = String(query.take);
  if (query.editedBy !== undefined) params.editedBy = query.editedBy;
  return params;
}

/** One page of the company's products and their total count. */
export function useProductList(query: ProductListQuery) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => api("product", { query: productListParams(query), schema: ProductList }),
    // Changing the window (e.g. when the tag scope changes) keeps the previous page on screen.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The distinct tags of the company's products, sorted, at most 100. */
export function useProductTags() {
  return useQuery({
    queryKey: productKeys.tags(),
    queryFn: () => api("product/tags", { schema: ProductTags }),
    staleTime: 60_000,
  });
}
