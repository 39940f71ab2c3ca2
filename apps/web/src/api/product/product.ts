import { Product, type ProductCreateInput, type ProductUpdateInput } from "@atelier/domain/product/product.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";
import { productKeys } from "./product-list";

const productPath = (productId: string) => `product/${encodeURIComponent(productId)}`;

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
