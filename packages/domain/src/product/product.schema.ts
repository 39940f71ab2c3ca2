import { z } from "zod";
import { ProductActivity } from "../shared/activity.schema";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { etagField, tagsField } from "../shared/entity-fields";
import { idText, requiredText, storable, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { isValidStyleCode, STYLE_CODE_INVALID_MESSAGE } from "../shared/style-code";
import { ProductStatus, ProductSummary, ProductType } from "./product-list.schema";

/** Notes on a product: at most this many characters, with a counter in the editor. */
export const PRODUCT_NOTES_MAX_LENGTH = 512;
export const DEFAULT_IMAGE_PROVIDER = "drive";
export const DEFAULT_FRAME_WIDTH = 3;

/** One part of an image name (spec part 1 section 3, "Image name format items"). */
export const ImageNameFormatItem = z.discriminatedUnion("type", [
  z.object({ type: z.literal("static"), text: storableText(TEXT_MAX.name, "Text").default("") }),
  z.object({ type: z.literal("view") }),
  z.object({ type: z.literal("code") }),
  z.object({ type: z.literal("placementless-code") }),
  z.object({
    type: z.literal("frame"),
    width: z
      .number({ error: "Frame width must be a number." })
      .int({ error: "Frame width must be a whole number." })
      .min(0, { error: "Frame width must be at least 0." })
      .max(10, { error: "Frame width must be at most 10." })
      .default(DEFAULT_FRAME_WIDTH),
  }),
  z.object({ type: z.literal("template"), text: storableText(TEXT_MAX.notes, "Template").default("") }),
]);
export type ImageNameFormatItem = z.infer<typeof ImageNameFormatItem>;
export type ImageNameFormatItemType = ImageNameFormatItem["type"];

export const REFERENCE_DATA_USAGES = ["Frontend", "Backend"] as const;
/** A front-end translation (Frontend) or a back-end mapping (Backend) the product uses. */
export const ProductReferenceData = z.object({
  referenceDataId: idText("Reference data").min(1),
  usage: z.enum(REFERENCE_DATA_USAGES),
  /** Filled in by the server when the reference data exists; null until that area is built. */
  referenceDataName: z.string().nullable().default(null),
});
export type ProductReferenceData = z.infer<typeof ProductReferenceData>;

/** A product this one mixes in (or derives from), with its name for links. */
export const ParentProduct = z.object({
  parentProductId: idText("Parent product").min(1),
  /** Filled in by the server from the product; ignored on input. */
  parentProductName: z.string().default(""),
});
export type ParentProduct = z.infer<typeof ParentProduct>;

const optionalText = (label: string, max: number = TEXT_MAX.description) =>
  storable(label)
    .trim()
    .max(max, { error: `${label} is at most ${max} characters.` })
    .default("");

/** The analytics flags of the product settings. */
export const ProductAnalyticsFlags = z.object({
  collectAnalytics: z.boolean().default(false),
  collectStandardAnalytics: z.boolean().default(false),
  collectDeviceBasicAnalytics: z.boolean().default(false),
  collectDeviceMoreAnalytics: z.boolean().default(false),
  collectDeviceDimensionsAnalytics: z.boolean().default(false),
  /** The data-layer event name; empty when none. */
  collectDataLayer: optionalText("Data layer event", 200),
});

/** Where a product's images come from and how their names are built. */
export const ProductImageSettings = z.object({
  imageProvider: optionalText("Image provider", 100).default(DEFAULT_IMAGE_PROVIDER),
  imageRootUrl: optionalText("Image root URL"),
  imageCacheId: optionalText("Image cache id", 200),
  imageHighlightedSuffix: optionalText("Highlighted suffix", 100),
  imageSelectedSuffix: optionalText("Selected suffix", 100),
  imageNameFormat: z.array(ImageNameFormatItem).max(50).default([]),
});

/** Every field of a product the editor writes, besides its status. */
export const ProductFields = z.object({
  name: requiredText("Name"),
  styleCode: requiredText("Style code", 100).refine(isValidStyleCode, { error: STYLE_CODE_INVALID_MESSAGE }),
  description: optionalText("Description"),
  assistantDescription: optionalText("Assistant description"),
  notes: storable("Notes")
    .max(PRODUCT_NOTES_MAX_LENGTH, { error: `Notes are at most ${PRODUCT_NOTES_MAX_LENGTH} characters.` })
    .default(""),
  mixinOnly: z.boolean().default(false),
  navigable: z.boolean().default(true),
  tags: tagsField(),
  productType: ProductType.default("Standard"),
  ...ProductAnalyticsFlags.shape,
  ...ProductImageSettings.shape,
  ...ProductActivity.shape,
  sites: z.array(requiredText("Site", TEXT_MAX.code)).max(1000).default([]),
  /** The parent-product picker: the product this one derives from. */
  parentProductId: idText("Parent product").nullable().default(null),
  /** The mixins: products whose components and rules this one takes in. */
  parentProducts: z.array(ParentProduct).max(50).default([]),
  productReferenceDatas: z.array(ProductReferenceData).max(100).default([]),
  customAttributesJson: CustomAttributeList.default([]),
});

/** `POST product`: a new product is always in Development. */
export const ProductCreateInput = ProductFields;
export type ProductCreateInput = z.input<typeof ProductCreateInput>;

/** `PUT product/{id}`: every field, the etag read with it, and (through the status picker) a new status. */
export const ProductUpdateInput = ProductFields.extend({
  etag: etagField(),
  productStatus: ProductStatus.optional(),
});
export type ProductUpdateInput = z.input<typeof ProductUpdateInput>;

/** A product as the editor reads it: the list fields plus every setting. */
export const Product = ProductSummary.extend({
  ...ProductFields.shape,
  productStatus: ProductStatus,
  parentProductName: z.string().nullable(),
});
export type Product = z.infer<typeof Product>;

/** `DELETE product/{id}?etag=` and `DELETE .../version/{versionId}?etag=`. */
export const EtagQuery = z.object({ etag: etagField() });
