import type { Product } from "@atelier/domain/product/product.schema";
import { useCreateProduct, useUpdateProduct } from "../../../api/product/product";
import type { EditorCalls } from "../../../ui/editor/use-editor";
import type { ProductFormOutput } from "./product-form-values";

/** The product editor's saves; an update carries the etag the edits started from. */
export function useProductCalls(): EditorCalls<ProductFormOutput, Product> {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  return {
    create: (values) => create.mutateAsync(values),
    update: (values, current) =>
      update.mutateAsync({ productId: current.productId, input: { ...values, etag: current.etag } }),
  };
}
