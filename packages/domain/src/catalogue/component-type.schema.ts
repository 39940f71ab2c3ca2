import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { etagField, optionalText, requiredName, tagsField } from "../shared/entity-fields";
import { idText, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";

export const NO_COMPONENT_TYPES = "There are no component types.";
/** The empty state's explanation (spec part 2, "Component types"). */
export const COMPONENT_TYPES_EXPLAINED =
  "A component type says which option definitions combine into a component (for example Material + Color) and how its part code is written.";

/**
 * One part of a component's part code (spec part 2, 3 "Part code sequence types"): static text, the
 * code of the option chosen for a definition (targetId), a hidden definition (used for the placement
 * only), an attribute of that option (name required, width a number >= 0 or 'auto', one fill
 * character), the placement's code or the placement's name.
 */
const targetId = () => idText("Definition").min(1, { error: "Choose a definition." });

export const PartCodeSequence = z.discriminatedUnion("type", [
  z.object({ id: idText(), type: z.literal("static"), text: storableText(TEXT_MAX.name, "Text").default("") }),
  z.object({ id: idText(), type: z.literal("code"), targetId: targetId() }),
  z.object({
    id: idText(),
    type: z.literal("hidden"),
    targetId: targetId(),
  }),
  z.object({
    id: idText(),
    type: z.literal("attribute"),
    targetId: targetId(),
    name: requiredName("Attribute name", 200),
    width: z.union([
      z.literal("auto"),
      z
        .number({ error: "Width must be a number or auto." })
        .int({ error: "Width must be a whole number." })
        .min(0, { error: "Width must be at least 0." }),
    ]),
    fill: z.string().length(1, { error: "The fill character is one character." }).default(" "),
  }),
  z.object({ id: idText(), type: z.literal("placement-code") }),
  z.object({ id: idText(), type: z.literal("placement-name") }),
]);
export type PartCodeSequence = z.infer<typeof PartCodeSequence>;
export type PartCodeSequenceType = PartCodeSequence["type"];

/** A definition a type combines, by id; its name is filled in by the server. */
export const TypeDefinitionRef = z.object({
  componentOptionDefinitionId: idText("Definition").min(1),
  name: storableText(TEXT_MAX.name).default(""),
});

export const ComponentTypeFields = z.object({
  name: requiredName("Name"),
  description: optionalText("Description"),
  tags: tagsField(),
  componentOptionDefinitions: z.array(TypeDefinitionRef).max(50).default([]),
  partCodeFormat: z.array(PartCodeSequence).max(50).default([]),
  customAttributesJson: CustomAttributeList.default([]),
});
export const ComponentTypeCreateInput = ComponentTypeFields;
export type ComponentTypeCreateInput = z.input<typeof ComponentTypeCreateInput>;
export const ComponentTypeUpdateInput = ComponentTypeFields.extend({ etag: etagField() });
export type ComponentTypeUpdateInput = z.input<typeof ComponentTypeUpdateInput>;

export const ComponentType = ComponentTypeFields.extend({
  componentTypeId: z.string(),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type ComponentType = z.infer<typeof ComponentType>;
export const ComponentTypeList = z.object({ componentTypes: z.array(ComponentType) });
export type ComponentTypeList = z.infer<typeof ComponentTypeList>;

/** `POST componenttype/export {names}`: the file of the named types, in the order asked (docs/exports.md). */
export const COMPONENT_TYPE_EXPORT_FORMAT = "atelier.componenttype";
export const ComponentTypeExportDocument = z.object({
  format: z.literal(COMPONENT_TYPE_EXPORT_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  componentTypes: z.array(ComponentType),
});
export type ComponentTypeExportDocument = z.infer<typeof ComponentTypeExportDocument>;
