import { z } from "zod";
import { PRODUCT_NOTES_MAX_LENGTH } from "../product/product.schema";
import { SiteActivity } from "../shared/activity.schema";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { codeField, etagField, optionalText, tagsField } from "../shared/entity-fields";
import { idText, storable, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { fieldMessages } from "../shared/messages";
import { PriceList } from "../shared/price.schema";

/** A copied option's code gets this suffix (spec part 2, 9). */
export const COPY_CODE_SUFFIX = " Copy";

export const SOCKET_TYPES = ["Socket", "Connector", "Anchor", "Tools"] as const;
export const JOINT_TYPES = ["Rigid"] as const;
export const ASSET_ENTRY_TYPES = ["Asset", "AssetFromAttribute"] as const;

/** A variable of an option: a choice among the options of a definition, with a default. */
export const OptionVariable = z.object({
  code: codeField("Variable code"),
  name: optionalText("Variable name", 200),
  order: z.number().int().default(0),
  componentOptionDefinitionId: idText("Definition").nullable().default(null),
  defaultValueId: idText("Default value").nullable().default(null),
});
export type OptionVariable = z.infer<typeof OptionVariable>;

/** A joint of a 3D option: where other parts attach. */
export const OptionJoint = z.object({
  id: idText(),
  code: codeField("Joint code"),
  socketType: z.enum(SOCKET_TYPES).default("Socket"),
  jointType: z.enum(JOINT_TYPES).default("Rigid"),
  jointTags: tagsField(),
  customAttributesJson: CustomAttributeList.default([]),
});
export type OptionJoint = z.infer<typeof OptionJoint>;

/** An asset of an option, for one frame or all (null). */
export const OptionAsset = z.object({
  id: idText(),
  frame: z.number().int().min(0).nullable().default(null),
  asset: storableText(TEXT_MAX.description, "Asset").trim().min(1, { error: "Asset is required." }),
  type: z.enum(ASSET_ENTRY_TYPES).default("Asset"),
});
export type OptionAsset = z.infer<typeof OptionAsset>;

/** A measure of an option in one dimension. */
export const OptionDimension = z.object({
  code: storableText(TEXT_MAX.code, "Dimension").trim().min(1, { error: "Dimension is required." }),
  name: storableText(TEXT_MAX.name, "Dimension name").default(""),
  value: z.number({ error: "Value must be a number." }),
  unit: storableText(TEXT_MAX.name, "Unit").default(""),
});
export type OptionDimension = z.infer<typeof OptionDimension>;

/** Every field of a component option the editor writes (spec part 2, 3 "Component option"). */
export const ComponentOptionFields = z.object({
  /** 'Based on': chosen once when the option is added, permanent after; null is 'Any'. */
  componentOptionDefinitionId: idText("Based on").nullable().default(null),
  code: codeField("Code"),
  /** 'Also known as': trimmed, blanks dropped. */
  otherCodes: z
    .array(storableText(TEXT_MAX.code, "Also known as").trim())
    .max(100)
    .transform((codes) => codes.filter((code) => code !== ""))
    .default([]),
  name: optionalText("Name", 256),
  description: optionalText("Description"),
  assistantDescription: optionalText("Assistant description"),
  sku: optionalText("SKU", 100),
  upc: optionalText("UPC", 100),
  tags: tagsField(),
  topTags: tagsField(),
  categories: tagsField(),
  explicitOrder: z.number().int().nullable().default(null),
  orderListEnd: z.boolean().default(false),
  quantityMultiplier: z.number().min(0).nullable().default(null),
  placeholder: z.boolean().default(false),
  /** Meaningful (and shown) only when placeholder is on. */
  placeholderOptional: z.boolean().default(false),
  preferred: z.boolean().default(false),
  fallback: z.boolean().default(false),
  inactive: z.boolean().default(false),
  activeFrom: z.iso.datetime({ offset: true, error: "Active from must be a date and time." }).nullable().default(null),
  inactivePerSite: z.array(SiteActivity).max(1000).default([]),
  inventory: z.number().int().min(0).nullable().default(null),
  priceJson: PriceList.default([]),
  setupPriceJson: PriceList.default([]),
  /** The price-once group: options of one group are charged once per recipe. */
  priceOnce: optionalText("Price-once group", 100),
  dimensionsJson: z.array(OptionDimension).max(100).default([]),
  jointsJson: z.array(OptionJoint).max(100).default([]),
  assetsJson: z.array(OptionAsset).max(500).default([]),
  variables: z.array(OptionVariable).max(100).default([]),
  removeTaggedProducts: tagsField(),
  addProducts: z.array(storableText(TEXT_MAX.name, "Add products")).max(100).default([]),
  customAttributesJson: CustomAttributeList.default([]),
  notes: storable("Notes")
    .max(PRODUCT_NOTES_MAX_LENGTH, { error: `Notes are at most ${PRODUCT_NOTES_MAX_LENGTH} characters.` })
    .default(""),
});
export const ComponentOptionCreateInput = ComponentOptionFields;
export type ComponentOptionCreateInput = z.input<typeof ComponentOptionCreateInput>;
/** An update keeps the definition the option was based on: a different one is refused. */
export const ComponentOptionUpdateInput = ComponentOptionFields.extend({ etag: etagField() });
export type ComponentOptionUpdateInput = z.input<typeof ComponentOptionUpdateInput>;

export const ComponentOption = ComponentOptionFields.extend({
  /** Stored already trimmed and without blanks: a plain array, so the server can serialise the DTO with it. */
  otherCodes: z.array(z.string()),
  componentOptionId: z.string(),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type ComponentOption = z.infer<typeof ComponentOption>;

/** An option as lists show it: code, name, description, tags, definition and order. */
export const ComponentOptionSummary = ComponentOption.pick({
  componentOptionId: true,
  etag: true,
  componentOptionDefinitionId: true,
  code: true,
  name: true,
  description: true,
  tags: true,
  explicitOrder: true,
  orderListEnd: true,
  inactive: true,
});
export type ComponentOptionSummary = z.infer<typeof ComponentOptionSummary>;

export const COMPONENT_OPTION_LIST_MAX_TAKE = 100_000;
/** The longest text filter a list call takes. */
export const COMPONENT_OPTION_FILTER_MAX_LENGTH = 200;
export const ComponentOptionListQuery = z.object({
  componentOptionDefinitionId: idText("Definition").optional(),
  /** The quick text filter over code, name, description and tags (option-filter.ts): '' keeps every option. */
  filter: storable("Filter")
    .max(COMPONENT_OPTION_FILTER_MAX_LENGTH, {
      error: fieldMessages.maxLength("Filter", COMPONENT_OPTION_FILTER_MAX_LENGTH),
    })
    .default(""),
  take: z.coerce
    .number({ error: "Take must be a number." })
    .int({ error: "Take must be a whole number." })
    .min(1, { error: "Take must be at least 1." })
    .max(COMPONENT_OPTION_LIST_MAX_TAKE, { error: `Take must be at most ${COMPONENT_OPTION_LIST_MAX_TAKE}.` })
    .default(1000),
});
export type ComponentOptionListQuery = z.input<typeof ComponentOptionListQuery>;
export const ComponentOptionList = z.object({ componentOptions: z.array(ComponentOptionSummary), total: z.number() });
export type ComponentOptionList = z.infer<typeof ComponentOptionList>;

/** `PUT componentoption/order`: new explicit orders, each with the etag it was read with. */
export const ComponentOptionReorderInput = z.object({
  componentOptions: z
    .array(
      z.object({
        componentOptionId: idText("Component option").min(1),
        etag: etagField(),
        explicitOrder: z.number().int().nullable(),
        orderAtEnd: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(10_000),
});
export type ComponentOptionReorderInput = z.input<typeof ComponentOptionReorderInput>;

/** `POST {resource}/export`: the items to export, by code (options, placements) or name (definitions, types). */
export const ExportByCodesInput = z.object({
  codes: z.array(storableText(TEXT_MAX.code, "Code").min(1)).min(1).max(100_000),
});
export const ExportByNamesInput = z.object({
  names: z.array(storableText(TEXT_MAX.name, "Name").min(1)).min(1).max(100_000),
});

export const COMPONENT_OPTION_EXPORT_FORMAT = "atelier.componentoption";
/** `POST componentoption/export`: the options asked for, in the order asked (docs/exports.md). */
export const ComponentOptionExportDocument = z.object({
  format: z.literal(COMPONENT_OPTION_EXPORT_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  componentOptions: z.array(ComponentOption),
});
export type ComponentOptionExportDocument = z.infer<typeof ComponentOptionExportDocument>;
