import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { etagField, optionalText, requiredName, tagsField } from "../shared/entity-fields";

export const INVENTORY_TYPES = ["None", "External", "Option"] as const;
export const InventoryType = z.enum(INVENTORY_TYPES);
export type InventoryType = z.infer<typeof InventoryType>;

/** A class of options, e.g. Material or Color (spec part 2, 3). Its attributes are inherited by new options. */
export const ComponentOptionDefinitionFields = z.object({
  name: requiredName("Name"),
  description: optionalText("Description"),
  inventoryType: InventoryType.default("None"),
  tags: tagsField(),
  customAttributesJson: CustomAttributeList.default([]),
});
export const ComponentOptionDefinitionCreateInput = ComponentOptionDefinitionFields;
export type ComponentOptionDefinitionCreateInput = z.input<typeof ComponentOptionDefinitionCreateInput>;
export const ComponentOptionDefinitionUpdateInput = ComponentOptionDefinitionFields.extend({ etag: etagField() });
export type ComponentOptionDefinitionUpdateInput = z.input<typeof ComponentOptionDefinitionUpdateInput>;

export const ComponentOptionDefinition = ComponentOptionDefinitionFields.extend({
  componentOptionDefinitionId: z.string(),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type ComponentOptionDefinition = z.infer<typeof ComponentOptionDefinition>;
export const ComponentOptionDefinitionList = z.object({
  componentOptionDefinitions: z.array(ComponentOptionDefinition),
});
export type ComponentOptionDefinitionList = z.infer<typeof ComponentOptionDefinitionList>;

/** `POST componentoptiondefinition/export {names}`: the file of the named definitions (docs/exports.md). */
export const COMPONENT_OPTION_DEFINITION_EXPORT_FORMAT = "atelier.componentoptiondefinition";
export const ComponentOptionDefinitionExportDocument = z.object({
  format: z.literal(COMPONENT_OPTION_DEFINITION_EXPORT_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  componentOptionDefinitions: z.array(ComponentOptionDefinition),
});
export type ComponentOptionDefinitionExportDocument = z.infer<typeof ComponentOptionDefinitionExportDocument>;
