import { z } from "zod";
import { AnalyticsPeriodQuery } from "../analytics/analytics-period.schema";
import { OptionAsset } from "../catalogue/component-option.schema";
import { PlacementUsage } from "../catalogue/component-placement.schema";
import { etagField } from "../shared/entity-fields";
import { idText, storable, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { ImageNameFormatItem } from "./product.schema";
import { ImageView } from "./version.schema";

export const COMPONENT_SEARCH_PLACEHOLDER = "Start typing a component code...";
export const NO_PREVIEW_PRODUCT = "No selected preview product";
export const NO_ACTIVE_VERSION = "No active version";

/** Usages whose components open in the 3D editor; every other usage opens the image editor. */
export const THREE_D_USAGES: readonly PlacementUsage[] = ["Model", "Texture"];

/** A component as search results list it. */
export const ComponentSummary = z.object({
  componentId: z.string(),
  code: z.string(),
  placementIndependentCode: z.string(),
  usage: PlacementUsage,
  unavailable: z.boolean(),
  componentPlacementId: z.string(),
  componentPackageId: z.string(),
  componentGeneratorId: z.string(),
});
export type ComponentSummary = z.infer<typeof ComponentSummary>;

export const COMPONENT_LIST_MAX_TAKE = 1000;
/** `GET product/{id}/version/{versionId}/component`: codes containing `filter` (any case), by code. */
export const ComponentListQuery = z.object({
  filter: storable("Filter").trim().max(200).default(""),
  /** Only the components of one package. */
  componentPackageId: idText("Package").optional(),
  take: z.coerce
    .number({ error: "Take must be a number." })
    .int({ error: "Take must be a whole number." })
    .min(1, { error: "Take must be at least 1." })
    .max(COMPONENT_LIST_MAX_TAKE, { error: `Take must be at most ${COMPONENT_LIST_MAX_TAKE}.` })
    .default(100),
  /** How many matches to pass over before the `take` listed: the next page of a long list. */
  skip: z.coerce
    .number({ error: "Skip must be a number." })
    .int({ error: "Skip must be a whole number." })
    .min(0, { error: "Skip must be at least 0." })
    .default(0),
});
export type ComponentListQuery = z.input<typeof ComponentListQuery>;
/** The `take` matches after the first `skip`, and how many match in all. */
export const ComponentList = z.object({ components: z.array(ComponentSummary), total: z.number().int() });
export type ComponentList = z.infer<typeof ComponentList>;

/** An option a component was generated from, with what the viewers need of it. */
export const ComponentOptionOfComponent = z.object({
  componentOptionId: z.string(),
  componentOptionDefinitionId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  assetsJson: z.array(OptionAsset),
});

/** Image mapping entries of a version (spec part 2, 3 "Image mapping entries"). */
export const ImageMappingEntry = z.object({
  from: z.string(),
  to: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  sx: z.number().nullable(),
  sy: z.number().nullable(),
});
export type ImageMappingEntry = z.infer<typeof ImageMappingEntry>;

/**
 * `GET product/{id}/version/{versionId}/component/{componentId}`, with `expand` any of version,
 * imageviews, products, options (comma-separated): what the component viewers read.
 */
export const Component = ComponentSummary.extend({
  productId: z.string(),
  versionId: z.string(),
  componentOptionIds: z.array(z.string()),
  placement: z.object({ name: z.string(), code: z.string() }),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
  /** expand=version (imageViews filled with expand=imageviews, else empty). */
  version: z
    .object({
      versionId: z.string(),
      code: z.string(),
      imageRootUrl: z.string(),
      imageViews: z.array(ImageView),
      imageMapping: z.array(ImageMappingEntry),
      product: z.object({ productId: z.string(), name: z.string(), styleCode: z.string() }),
    })
    .optional(),
  /** expand=products: the product's image settings. */
  products: z.object({ imageRootUrl: z.string(), imageNameFormat: z.array(ImageNameFormatItem) }).optional(),
  /** expand=options. */
  componentOptions: z.array(ComponentOptionOfComponent).optional(),
});
export type Component = z.infer<typeof Component>;

export const COMPONENT_EXPANDS = ["version", "imageviews", "products", "options"] as const;
export const ComponentGetQuery = z.object({ expand: storableText(TEXT_MAX.name, "Expand").default("") });

/** `PUT .../component/{componentId}`: the editor saves the 'unavailable' flag. */
export const ComponentUpdateInput = z.object({ unavailable: z.boolean(), etag: etagField() });
export type ComponentUpdateInput = z.input<typeof ComponentUpdateInput>;

/** `GET analytics/components`: a placement's most used components between two days (both included). */
export const PLACEMENT_ANALYTICS_TOP = 20;
export const PlacementAnalyticsQuery = AnalyticsPeriodQuery.extend({
  placement: storableText(TEXT_MAX.code, "Placement").min(1, { error: "Placement is required." }),
  sort: z.coerce.number().int().default(-1),
  mode: z.coerce.number().int().default(0),
});
export type PlacementAnalyticsQuery = z.input<typeof PlacementAnalyticsQuery>;
export const PlacementAnalytics = z.object({
  components: z.array(z.object({ code: z.string(), count: z.number().int() })),
});
export type PlacementAnalytics = z.infer<typeof PlacementAnalytics>;
