import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { etagField } from "../shared/entity-fields";
import { idText, storable, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { jsonValue } from "../shared/json-field";
import { PriceList } from "../shared/price.schema";
import { Rule } from "./rule.schema";

export const NEW_GROUP_NAME = "New group";
export const NEW_VIEW_NAME = "New view";

/** The size limit of an uploaded image mapping file (decoded bytes). */
export const IMAGE_MAPPING_MAX_BYTES = 2 * 1024 * 1024;

const placementRef = z.object({ name: z.string(), code: z.string() });
const placementId = () => idText("Placement").min(1);
const clientText = (max: number = TEXT_MAX.name) => storableText(max).trim();
const explicitOrder = z.number().int().nullable().default(null);
const angle = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} must be at least 0.` });

/** A placement assigned to a component group. */
export const GroupPlacement = z.object({
  componentPlacementId: placementId(),
  /** Name and code, filled in by the server when the placement exists; ignored on input. */
  componentPlacement: placementRef.nullable().default(null),
  hidden: z.boolean().default(false),
  locked: z.boolean().default(false),
  synchronizationKey: clientText().default(""),
  quantityMultiplier: z.number().min(0).nullable().default(null),
  customAttributesJson: CustomAttributeList.default([]),
});
export type GroupPlacement = z.infer<typeof GroupPlacement>;

/** A component group (spec part 1 section 3). New groups carry a temporary id until saved. */
export const ComponentGroup = z.object({
  componentGroupId: idText().optional(),
  temporaryId: idText().optional(),
  name: clientText().min(1, { error: "Group name is required." }).default(NEW_GROUP_NAME),
  code: clientText(TEXT_MAX.code).default(""),
  explicitOrder,
  customAttributesJson: CustomAttributeList.default([]),
  componentPlacements: z.array(GroupPlacement).max(1000).default([]),
});
export type ComponentGroup = z.infer<typeof ComponentGroup>;

/** Static views show one fixed image (staticImageUrl) whatever the component. */
export const VIEW_TYPES = ["Single", "Range", "Camera", "Static"] as const;
export const ViewType = z.enum(VIEW_TYPES);
export type ViewType = z.infer<typeof ViewType>;

export const ViewVariant = z.object({ id: idText(), code: clientText(TEXT_MAX.code), suffix: clientText() });
export type ViewVariant = z.infer<typeof ViewVariant>;

export const ViewPlacement = z.object({
  componentPlacementId: placementId(),
  componentPlacement: placementRef.nullable().default(null),
  hidden: z.boolean().default(false),
  customAttributesJson: CustomAttributeList.default([]),
});
export type ViewPlacement = z.infer<typeof ViewPlacement>;

/**
 * An image view (spec part 1 section 3). The angle rules of section 5 (one angle for Single and
 * Camera; an inclusive range with the bake angle inside for Range) are checked by `viewAngleIssues`.
 */
export const ImageView = z.object({
  imageViewId: idText().optional(),
  temporaryId: idText().optional(),
  name: clientText().min(1, { error: "View name is required." }).default(NEW_VIEW_NAME),
  code: clientText(TEXT_MAX.code).default(""),
  explicitOrder,
  viewType: ViewType.default("Single"),
  frameLow: angle("Start angle").default(0),
  frameHigh: angle("End angle").default(0),
  bakedFrame: angle("Bake angle").default(0),
  backgroundComponent: clientText().default(""),
  /** The image a Static view shows. */
  staticImageUrl: clientText(TEXT_MAX.description).default(""),
  hidden: z.boolean().default(false),
  mixin: z.boolean().default(false),
  productionReady: z.boolean().default(false),
  bakeInRecipe: z.boolean().default(false),
  onlySelectedPlacements: z.boolean().default(false),
  variants: z.array(ViewVariant).max(1000).default([]),
  customAttributesJson: CustomAttributeList.default([]),
  componentPlacements: z.array(ViewPlacement).max(1000).default([]),
});
export type ImageView = z.infer<typeof ImageView>;

/** A version as the Versions list shows it. */
export const VersionListItem = z.object({
  versionId: z.string(),
  productId: z.string(),
  etag: z.string(),
  code: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  parentVersionId: z.string().nullable(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type VersionListItem = z.infer<typeof VersionListItem>;

export const VersionList = z.object({ versions: z.array(VersionListItem) });
export type VersionList = z.infer<typeof VersionList>;

/** Everything the version editor writes (spec part 1 section 3, "Product version"). */
export const VersionFields = z.object({
  name: storable().trim().max(200, { error: "Version name is at most 200 characters." }).default(""),
  description: storable()
    .trim()
    .max(TEXT_MAX.description, { error: "Description is at most 2000 characters." })
    .default(""),
  imageRootUrl: clientText(TEXT_MAX.description).default(""),
  imageCacheId: clientText(200).default(""),
  customAttributesJson: CustomAttributeList.default([]),
  /** The base price. */
  priceJson: PriceList.default([]),
  componentGroups: z.array(ComponentGroup).max(1000).default([]),
  imageViews: z.array(ImageView).max(1000).default([]),
  /** 'Don't apply rules from sibling products'. */
  noSiblingRules: z.boolean().default(false),
  /** 'Combine Only When rules that affect the same component'. */
  combineOnlyWhen: z.boolean().default(false),
  rulesJson: z.array(Rule).max(10_000).default([]),
  initialConfigurationsJson: z.array(jsonValue()).max(10_000).default([]),
  componentStatusesJson: z.record(idText("A component status key"), jsonValue()).default({}),
  /** The image mapping file: its base64 content, name and type; all null when cleared. */
  imageMappingSource: z.base64({ error: "The image mapping must be base64 file content." }).nullable().default(null),
  imageMappingFile: clientText(255).nullable().default(null),
  imageMappingFileMimeType: clientText(255).nullable().default(null),
});

/** `PUT product/{id}/version/{versionId}`; `active: true` is Save & Activate. */
export const VersionUpdateInput = VersionFields.extend({
  etag: etagField(),
  active: z.boolean().optional(),
});
export type VersionUpdateInput = z.input<typeof VersionUpdateInput>;

/** `POST product/{id}/version`: a new empty version, or a branch of `parentVersionId`. */
export const VersionCreateInput = z.object({ parentVersionId: idText("Parent version").min(1).optional() });
export type VersionCreateInput = z.input<typeof VersionCreateInput>;

/** `POST product/{id}/version/{versionId}/clone`: a new product holding a copy of this version. */
export const VersionCloneInput = z.object({ components: z.boolean().default(false) });
export type VersionCloneInput = z.input<typeof VersionCloneInput>;

/** `GET product/{id}/version/{versionId}` reads the version with its product's name and style code. */
export const Version = VersionListItem.extend({
  ...VersionFields.shape,
  product: z.object({ name: z.string(), styleCode: z.string(), productStatus: z.string() }),
});
export type Version = z.infer<typeof Version>;

export const VersionQuery = z.object({
  expand: z.literal("componentgroups", { error: "Expand must be componentgroups." }).optional(),
});

/** The answer of clone: the new product and its version, opened next for editing. */
export const VersionCloneResult = z.object({ productId: z.string(), versionId: z.string() });
export type VersionCloneResult = z.infer<typeof VersionCloneResult>;
