import { z } from "zod";

export const PRODUCT_STATUSES = ["Development", "Production", "Archived"] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const PRODUCT_TYPES = ["Standard", "ThreeD"] as const;
export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

/** A version as product lists show it: "v{code}", its name, and whether it is the active one. */
export const VersionSummary = z.object({
  versionId: z.string(),
  code: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type VersionSummary = z.infer<typeof VersionSummary>;

/** The latest version and the active ones, read with `expand=recentversions`. */
export const RecentVersions = z.object({
  latestVersion: VersionSummary.nullable(),
  activeVersions: z.array(VersionSummary),
});
export type RecentVersions = z.infer<typeof RecentVersions>;

/** A product as lists show it. The product editor's full shape extends it. */
export const ProductSummary = z.object({
  productId: z.string(),
  etag: z.string(),
  name: z.string(),
  styleCode: z.string(),
  description: z.string(),
  mixinOnly: z.boolean(),
  tags: z.array(z.string()),
  productType: ProductType,
  productStatus: ProductStatus,
  created: z.string(),
  lastUpdated: z.string(),
  /** Id of the user who last changed the product, when known. */
  lastUpdatedBy: z.string().nullable(),
  /** Present when the list was read with `expand=recentversions`. */
  recent: RecentVersions.optional(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const PRODUCT_LIST_MAX_TAKE = 10000;

/** Query of `GET product`: which products, in which order, how many. */
export const ProductListQuery = z.object({
  expand: z.literal("recentversions", { error: "Expand must be recentversions." }).optional(),
  orderBy: z.enum(["name", "lastUpdated"], { error: "Order by must be name or lastUpdated." }).default("name"),
  take: z.coerce
    .number({ error: "Take must be a number." })
    .int({ error: "Take must be a whole number." })
    .min(1, { error: "Take must be at least 1." })
    .max(PRODUCT_LIST_MAX_TAKE, { error: `Take must be at most ${PRODUCT_LIST_MAX_TAKE}.` })
    .default(50),
  /** `me`: only the products the signed-in user changed last ('My Recent Products'). */
  editedBy: z.literal("me", { error: "Edited by must be me." }).optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

/** One page of products and how many the company has in all (with the same filter). */
export const ProductList = z.object({
  products: z.array(ProductSummary),
  total: z.number().int(),
});
export type ProductList = z.infer<typeof ProductList>;

/** The distinct tags of the company's products, sorted, at most SCOPE_OPTIONS_CAP. */
export const ProductTags = z.object({ tags: z.array(z.string()) });
export type ProductTags = z.infer<typeof ProductTags>;
