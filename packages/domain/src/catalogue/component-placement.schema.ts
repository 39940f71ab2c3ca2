import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { codeField, etagField, optionalText, requiredName, tagsField } from "../shared/entity-fields";
import { idText, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";

export const NO_COMPONENT_PLACEMENTS = "There are no component placements.";

/** Placement usages (spec part 2, 4) with their labels; Joint is referenced by joint tags. */
export const PLACEMENT_USAGES = ["Standard", "Background", "Environment", "Model", "Texture", "Joint"] as const;
export const PlacementUsage = z.enum(PLACEMENT_USAGES);
export type PlacementUsage = z.infer<typeof PlacementUsage>;
export const PLACEMENT_USAGE_LABELS: Record<PlacementUsage, string> = {
  Standard: "Standard",
  Background: "3D Background",
  Environment: "3D Environment",
  Model: "3D Model",
  Texture: "3D Material",
  Joint: "Joint",
};

export const ASSISTANT_TYPES = ["None", "Feature", "Color", "MaterialColor", "CustomText", "CustomImage"] as const;
export const AssistantType = z.enum(ASSISTANT_TYPES);
export type AssistantType = z.infer<typeof AssistantType>;

/** A component type the placement takes, with the prefix and suffix of its components' codes. */
export const PlacementTypeAssociation = z.object({
  componentTypeId: idText("Component type").min(1),
  /** Filled in by the server from the type; ignored on input. */
  name: storableText(TEXT_MAX.name).default(""),
  codePrefix: storableText(50, "Code prefix").trim().default(""),
  codeSuffix: storableText(50, "Code suffix").trim().default(""),
  optional: z.boolean().default(false),
});
export type PlacementTypeAssociation = z.infer<typeof PlacementTypeAssociation>;

export const ComponentPlacementFields = z.object({
  name: requiredName("Name"),
  code: codeField("Code"),
  description: optionalText("Description"),
  usage: PlacementUsage.default("Standard"),
  assistantType: AssistantType.default("None"),
  assistantDescription: optionalText("Assistant description"),
  doNotTrackInventory: z.boolean().default(false),
  tags: tagsField(),
  /** Expansion tags of the placement's components. */
  componentTags: tagsField(),
  /** Shown only when usage is Joint. */
  jointTags: tagsField(),
  componentTypes: z.array(PlacementTypeAssociation).max(50).default([]),
  customAttributesJson: CustomAttributeList.default([]),
});
export const ComponentPlacementCreateInput = ComponentPlacementFields;
export type ComponentPlacementCreateInput = z.input<typeof ComponentPlacementCreateInput>;
export const ComponentPlacementUpdateInput = ComponentPlacementFields.extend({ etag: etagField() });
export type ComponentPlacementUpdateInput = z.input<typeof ComponentPlacementUpdateInput>;

export const ComponentPlacement = ComponentPlacementFields.extend({
  componentPlacementId: z.string(),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type ComponentPlacement = z.infer<typeof ComponentPlacement>;
export const ComponentPlacementList = z.object({ componentPlacements: z.array(ComponentPlacement) });
export type ComponentPlacementList = z.infer<typeof ComponentPlacementList>;

/** The options a placement offers per definition (its types' definitions), for the component rule editor. */
export const PlacementOptions = z.object({
  componentPlacementId: z.string(),
  definitions: z.array(
    z.object({
      componentOptionDefinitionId: z.string(),
      name: z.string(),
      /** Optional when every type of the placement that uses the definition is optional. */
      optional: z.boolean(),
      componentOptions: z.array(z.object({ componentOptionId: z.string(), code: z.string(), name: z.string() })),
    }),
  ),
});
export type PlacementOptions = z.infer<typeof PlacementOptions>;

/** `POST componentplacement/export {codes}`: the file of the placements, in the order asked (docs/exports.md). */
export const COMPONENT_PLACEMENT_EXPORT_FORMAT = "atelier.componentplacement";
export const ComponentPlacementExportDocument = z.object({
  format: z.literal(COMPONENT_PLACEMENT_EXPORT_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  componentPlacements: z.array(ComponentPlacement),
});
export type ComponentPlacementExportDocument = z.infer<typeof ComponentPlacementExportDocument>;
