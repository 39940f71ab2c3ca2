import { useFormContext } from "react-hook-form";
import type { ProductFormOutput, ProductFormValues } from "./product-form-values";

/** The product form, from inside one of the editor's sections. */
export function useProductForm() {
  return useFormContext<ProductFormValues, unknown, ProductFormOutput>();
}
