import type { Product } from "@atelier/domain/product/product.schema";
import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toApiError } from "../../../api/http";
import { useCreateProduct, useRemoveProduct, useUpdateProduct } from "../../../api/product/product";
import { productKeys } from "../../../api/product/product-list";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { applyServerErrors } from "../../../ui/form/apply-server-errors";
import {
  type ProductFormOutput,
  type ProductFormValues,
  productValues,
  statusChangeInput,
} from "./product-form-values";

interface ProductSaveOptions {
  blade: Blade;
  /** The stored product, or null in the 'Add a product' blade. */
  product: Product | null;
  form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
}

/**
 * The editor's calls: save (then close, or stay with the saved values), status changes and archiving.
 * Every update carries the etag the form was read with, so a product changed elsewhere meanwhile is
 * refused (412) and the user's edits stay in the form.
 */
export function useProductSave({ blade, product, form }: ProductSaveOptions) {
  const blades = useBlades();
  const queryClient = useQueryClient();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useRemoveProduct();
  const [etag, setEtag] = useState(product?.etag ?? "");
  const [error, setError] = useState<unknown>(null);

  const fail = (failure: unknown) => {
    setError(failure);
    applyServerErrors(form, failure);
  };
  const done = (closeAfter: boolean, saved: Product) => {
    if (closeAfter) return blades.close(blade.id);
    if (product === null) return blades.update(blade.id, { mode: "edit", itemId: saved.productId });
    setEtag(saved.etag);
    form.reset(productValues(saved));
  };

  const save = (closeAfter: boolean) =>
    form.handleSubmit((values) => {
      setError(null);
      const onSuccess = (saved: Product) => done(closeAfter, saved);
      if (product === null) create.mutate(values, { onSuccess, onError: fail });
      else update.mutate({ productId: product.productId, input: { ...values, etag } }, { onSuccess, onError: fail });
    })();

  /** A workflow step: the stored product with a new status; edits in the form stay as they are. */
  const changeStatus = (to: ProductStatus) => {
    if (product === null) return;
    setError(null);
    update.mutate(
      { productId: product.productId, input: statusChangeInput(product, etag, to) },
      { onSuccess: (saved) => setEtag(saved.etag), onError: setError },
    );
  };

  const archive = () => {
    if (product === null) return;
    setError(null);
    remove.mutate(
      { productId: product.productId, etag },
      { onSuccess: (archived) => setEtag(archived.etag), onError: setError },
    );
  };

  /** After a 412: reads the product again and starts over from it, dropping the edits. */
  const reload = async () => {
    if (product === null) return;
    const key = productKeys.detail(product.productId);
    await queryClient.refetchQueries({ queryKey: key, exact: true });
    const latest = queryClient.getQueryData<Product>(key);
    if (latest === undefined) return;
    setError(null);
    setEtag(latest.etag);
    form.reset(productValues(latest));
  };

  return {
    save,
    changeStatus,
    archive,
    reload,
    error,
    stale: error !== null && toApiError(error).status === 412,
    saving: create.isPending || (update.isPending && update.variables?.input.productStatus === undefined),
    busy: create.isPending || update.isPending || remove.isPending,
  };
}
