import { z } from "zod";
import { OptionAsset } from "../catalogue/component-option.schema";
import { PlacementUsage } from "../catalogue/component-placement.schema";
import { ImageMappingEntry } from "../product/component.schema";
import { ImageNameFormatItem } from "../product/product.schema";
import { ProductStatus, ProductType } from "../product/product-list.schema";
import { RuleType } from "../product/rule.schema";
import { ViewType } from "../product/version.schema";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { PriceList } from "../shared/price.schema";

/**
 * A blueprint: one version compiled for the customer side (the Studio, storefronts, recipes), with the
 * availability of a site and a date applied. Everything is named by code, as rules and recipes name it.
 */

/** `versionCode` `_` is the product's active version. */
export const ACTIVE_VERSION_CODE = "_";

/** Why a component cannot be chosen, whatever the rules say. */
export const UNAVAILABLE_REASONS = [
  /** The component's 'unavailable' flag. */
  "unavailable",
  /** One of its options is inactive (globally or on the site). */
  "inactive",
  /** One of its options becomes active after the blueprint's date. */
  "notYetActive",
  /** One of its options has an inventory of 0 (globally or on the site). */
  "outOfStock",
] as const;
export const UnavailableReason = z.enum(UNAVAILABLE_REASONS);
export type UnavailableReason = z.infer<typeof UnavailableReason>;

/** An option a component is made of, with what the customer side shows and prices. */
export const BlueprintOption = z.object({
  componentOptionId: z.string(),
  definitionName: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  customAttributes: CustomAttributeList,
  priceJson: PriceList,
  setupPriceJson: PriceList,
  /** Options sharing a price-once group are charged once however many are chosen; empty for none. */
  priceOnce: z.string(),
  quantityMultiplier: z.number().nullable(),
  assets: z.array(OptionAsset),
});
export type BlueprintOption = z.infer<typeof BlueprintOption>;

/** A component a placement offers. */
export const BlueprintComponent = z.object({
  componentId: z.string(),
  code: z.string(),
  placementIndependentCode: z.string(),
  /** Its own name: its options' names joined. */
  name: z.string(),
  packageId: z.string(),
  /** The tags of its options, and the placement's component tags, without repeats. */
  tags: z.array(z.string()),
  options: z.array(BlueprintOption),
  /** Null when it can be chosen on the blueprint's site and date. */
  unavailable: UnavailableReason.nullable(),
  /** The image name per view code (the view's baked or single frame), built with the image name format. */
  images: z.record(z.string(), z.string()),
  /** The 3D model address, for Model placements of ThreeD products; null otherwise. */
  model: z.string().nullable(),
});
export type BlueprintComponent = z.infer<typeof BlueprintComponent>;

/** A personal value a placement asks for (from its attributes): a text or a number field. */
export const BlueprintField = z.object({
  /** The attribute's name, e.g. personalization-text; a value is keyed '{attribute} OF {placement code}'. */
  attribute: z.string(),
  kind: z.enum(["string", "number"]),
  label: z.string(),
  /** The value the field starts with; null for none. */
  defaultValue: z.union([z.string(), z.number()]).nullable(),
  /** Text fields: the most characters (personalization-limit); null for the default limit. */
  maxLength: z.number().int().nullable(),
  /** The attributes that style it (font, size, colour ...), for the preview. */
  style: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type BlueprintField = z.infer<typeof BlueprintField>;

export const BlueprintPlacement = z.object({
  componentPlacementId: z.string(),
  code: z.string(),
  name: z.string(),
  usage: PlacementUsage,
  hidden: z.boolean(),
  locked: z.boolean(),
  /** A placement may be left empty only when optional: none of its component types is required. */
  optional: z.boolean(),
  synchronizationKey: z.string(),
  quantityMultiplier: z.number().nullable(),
  customAttributes: CustomAttributeList,
  fields: z.array(BlueprintField),
  components: z.array(BlueprintComponent),
});
export type BlueprintPlacement = z.infer<typeof BlueprintPlacement>;

export const BlueprintGroup = z.object({
  componentGroupId: z.string(),
  name: z.string(),
  code: z.string(),
  customAttributes: CustomAttributeList,
  placements: z.array(BlueprintPlacement),
});
export type BlueprintGroup = z.infer<typeof BlueprintGroup>;

export const BlueprintView = z.object({
  imageViewId: z.string(),
  name: z.string(),
  code: z.string(),
  viewType: ViewType,
  frameLow: z.number().int(),
  frameHigh: z.number().int(),
  bakedFrame: z.number().int(),
  backgroundComponent: z.string(),
  staticImageUrl: z.string(),
  productionReady: z.boolean(),
  bakeInRecipe: z.boolean(),
  onlySelectedPlacements: z.boolean(),
  /** The placements drawn in this view, bottom first; all placements when the view lists none. */
  placementCodes: z.array(z.string()),
  customAttributes: CustomAttributeList,
});
export type BlueprintView = z.infer<typeof BlueprintView>;

export const BlueprintPackage = z.object({
  componentPackageId: z.string(),
  name: z.string(),
  basePriceJson: PriceList,
  packagePriceJson: PriceList,
});
export type BlueprintPackage = z.infer<typeof BlueprintPackage>;

/** An active rule of the version (inactive ones are left out), as the rule engine prepares it. */
export const BlueprintRule = z.object({
  id: z.string(),
  type: RuleType,
  description: z.string(),
  source: z.array(z.string()),
  target: z.array(z.string()),
  except: z.array(z.string()),
  /** Coded rules only. */
  code: z.string().optional(),
  /** The product the rule comes from: this one, or a mixin (parent product) by style code. */
  fromStyleCode: z.string(),
});
export type BlueprintRule = z.infer<typeof BlueprintRule>;

export const Blueprint = z.object({
  product: z.object({
    productId: z.string(),
    name: z.string(),
    styleCode: z.string(),
    productType: ProductType,
    productStatus: ProductStatus,
    customAttributes: CustomAttributeList,
    /**
     * Null when the product is sold on the blueprint's site and date; else why not (its own inactive,
     * activeFrom, inventory or per-site activity, or a site it does not list). Storefronts get 404 instead.
     */
    unavailable: UnavailableReason.nullable(),
  }),
  version: z.object({
    versionId: z.string(),
    code: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    customAttributes: CustomAttributeList,
  }),
  /** Whether a storefront key may read it: the active version of a product in Production. */
  production: z.boolean(),
  site: z.string(),
  locale: z.string(),
  /** The moment availability was judged at (ISO); previewDate when given, else when it was compiled. */
  date: z.string(),
  /** When the compiled version was made (ISO). */
  compiled: z.string(),
  /** The company's assets revision: image and model addresses carry it so flushed assets are fetched again. */
  assetsRevision: z.number().int(),
  images: z.object({
    imageRootUrl: z.string(),
    imageCacheId: z.string(),
    imageNameFormat: z.array(ImageNameFormatItem),
    imageHighlightedSuffix: z.string(),
    imageSelectedSuffix: z.string(),
    imageMapping: z.array(ImageMappingEntry),
  }),
  /** The base price of the version. */
  priceJson: PriceList,
  packages: z.array(BlueprintPackage),
  groups: z.array(BlueprintGroup),
  views: z.array(BlueprintView),
  rules: z.array(BlueprintRule),
  settings: z.object({ noSiblingRules: z.boolean(), combineOnlyWhen: z.boolean() }),
  /** The version's initial configurations, as stored. */
  initialConfigurations: z.array(z.unknown()),
});
export type Blueprint = z.infer<typeof Blueprint>;

export const BlueprintParams = z.object({
  styleCode: storableText(TEXT_MAX.code, "Style code").min(1),
  versionCode: z
    .string()
    .regex(/^(_|\d{1,9})$/, { error: "The version code is a number, or _ for the active version." }),
});
export type BlueprintParams = z.infer<typeof BlueprintParams>;

export const BlueprintQuery = z.object({
  site: storableText(TEXT_MAX.code, "Site").default(""),
  locale: storableText(TEXT_MAX.code, "Locale").default(""),
  previewDate: z.iso.datetime({ offset: true, error: "Preview date must be a date and time." }).optional(),
});
export type BlueprintQuery = z.input<typeof BlueprintQuery>;
