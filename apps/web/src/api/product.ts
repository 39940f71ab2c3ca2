import {
  Product,
  type ProductCreateInput,
  ProductList,
  type ProductListQuery,
  ProductTags,
  type ProductUpdateInput,
} from "@atelier/domain/product.schema";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./http";

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

const productPath = (productId: string) => `product/${encodeURIComponent(productId)}`;

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

/** One product with every setting; idle until a product id is given. */
export function useProduct(productId?: string) {
  return useQuery({
    queryKey: productKeys.detail(productId ?? ""),
    queryFn: () => api(productPath(productId ?? ""), { schema: Product }),
    enabled: productId !== undefined && productId !== "",
  });
}

/**
 * After a product changed: keep its new state as its detail and reload the lists and tags that show
 * it. The mutation resolves without waiting for those reloads.
 */
function productChanged(queryClient: QueryClient, product: Product): void {
  queryClient.setQueryData(productKeys.detail(product.productId), product);
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: productKeys.tags() });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductCreateInput) => api("product", { method: "POST", body: input, schema: Product }),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: ProductUpdateInput }) =>
      api(productPath(productId), { method: "PUT", body: input, schema: Product }),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

/** Archives a product (its status becomes Archived); resolves the archived product. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, etag }: { productId: string; etag: string }) =>
      api(productPath(productId), { method: "DELETE", query: { etag }, schema: Product }),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
