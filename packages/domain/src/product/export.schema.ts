import { z } from "zod";
import { idText } from "../shared/fields";
import { ComponentPackage } from "./package.schema";
import { Product } from "./product.schema";
import { Version } from "./version.schema";

/** The four kinds of one-product export (the version editor's More menu). */
export const PRODUCT_EXPORT_KINDS = [
  "Product",
  "ProductWithPackages",
  "ProductWithOptions",
  "ProductCompleteHierarchy",
] as const;
export const ProductExportKind = z.enum(PRODUCT_EXPORT_KINDS);
export type ProductExportKind = z.infer<typeof ProductExportKind>;

/** The spec's dependenciesType of each kind: default, Packages, All, Recursive. */
export const EXPORT_DEPENDENCIES = {
  Product: "default",
  ProductWithPackages: "Packages",
  ProductWithOptions: "All",
  ProductCompleteHierarchy: "Recursive",
} as const satisfies Record<ProductExportKind, string>;

/** `GET product/{id}/export?versionId=&kind=`. */
export const ProductExportQuery = z.object({
  versionId: idText("Version").min(1, { error: "Version is required." }),
  kind: ProductExportKind.default("Product"),
});

/** `POST product/export/full`: many products, their active versions, with or without packages. */
export const ProductsExportInput = z.object({
  ids: z.array(idText("Product").min(1)).min(1, { error: "Choose at least one product." }).max(10_000),
  versionType: z.literal("Active", { error: "Version type must be Active." }).default("Active"),
  dependenciesType: z.enum(["None", "Packages"], { error: "Dependencies must be None or Packages." }).default("None"),
});
export type ProductsExportInput = z.input<typeof ProductsExportInput>;

export const EXPORT_FORMAT = "atelier.products";
export const EXPORT_FORMAT_VERSION = 1;

/** One product of an export: its fields, and the exported versions with (when asked) their packages. */
export const ExportedProduct = z
  .object({
    product: Product,
    versions: z.array(z.object({ version: Version, componentPackages: z.array(ComponentPackage).optional() })),
    /** Mixins and parent products, for ProductCompleteHierarchy. */
    parents: z.array(z.lazy((): z.ZodType => ExportedProduct)).optional(),
  })
  // Recursive: named, so the API document refers to it instead of an unnamed cycle.
  .meta({ id: "ExportedProduct" });
export type ExportedProduct = z.infer<typeof ExportedProduct>;

/** An export file: the same shape for one product and for many, so the batch import reads both. */
export const ProductExportDocument = z.object({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: z.string(),
  kind: z.string(),
  products: z.array(ExportedProduct),
});
export type ProductExportDocument = z.infer<typeof ProductExportDocument>;
