import { type Product, ProductFields, type ProductUpdateInput } from "@atelier/domain/product/product.schema";
import type { z } from "zod";

/** What the product form holds: every field the editor writes, as the form schema reads it. */
export type ProductFormValues = z.input<typeof ProductFields>;

const FIELD_NAMES = ProductFields.keyof().options;

/** A new product's fields: the schema's own defaults, with an empty name and style code to fill in. */
export function newProductValues(): ProductFormValues {
  return { ...ProductFields.omit({ name: true, styleCode: true }).parse({}), name: "", styleCode: "" };
}

/** The editable fields of a stored product, as the form starts with them. */
export function productValues(product: Product): ProductFormValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, product[name]])) as ProductFormValues;
}

/** A status change: the product as stored, with the new status, against the etag the editor read. */
export function statusChangeInput(product: Product, etag: string, to: Product["productStatus"]): ProductUpdateInput {
  return { ...productValues(product), etag, productStatus: to };
}

/** The values the form hands over once the schema passed. */
export type ProductFormOutput = z.output<typeof ProductFields>;

/** A mixin as the form holds it (its name is filled in by the server). */
export type MixinValue = NonNullable<ProductFormValues["parentProducts"]>[number];

/** A translation or mapping entry as the form holds it. */
export type ReferenceDataValue = NonNullable<ProductFormValues["productReferenceDatas"]>[number];
