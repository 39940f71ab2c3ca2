import {
  type ComponentType,
  ComponentTypeFields,
  type PartCodeSequence,
  type PartCodeSequenceType,
} from "@atelier/domain/catalogue/component-type.schema";
import type { z } from "zod";

export type TypeFormValues = z.input<typeof ComponentTypeFields>;
export type TypeFormOutput = z.output<typeof ComponentTypeFields>;
export type SequenceValue = NonNullable<TypeFormValues["partCodeFormat"]>[number];

/** A new type: the schema's defaults, with an empty name to fill in. */
export function newTypeValues(): TypeFormValues {
  return { ...ComponentTypeFields.omit({ name: true }).parse({}), name: "" };
}

/** The editable fields of a stored type. */
export function typeValues(type: ComponentType): TypeFormValues {
  const { name, description, tags, componentOptionDefinitions, partCodeFormat, customAttributesJson } = type;
  return { name, description, tags, componentOptionDefinitions, partCodeFormat, customAttributesJson };
}

/**
 * A sequence just added: empty text, or the type's first definition as its target (the user changes
 * it), an attribute of auto width filled with spaces.
 */
export function newSequence(type: PartCodeSequenceType, id: string, firstDefinitionId = ""): PartCodeSequence {
  switch (type) {
    case "static":
      return { id, type, text: "" };
    case "code":
    case "hidden":
      return { id, type, targetId: firstDefinitionId };
    case "attribute":
      return { id, type, targetId: firstDefinitionId, name: "", width: "auto", fill: " " };
    case "placement-code":
    case "placement-name":
      return { id, type };
  }
}

/** The width field's text: empty for auto. */
export function widthText(width: number | "auto" | undefined): string {
  return width === undefined || width === "auto" ? "" : String(width);
}

/** A width from the field's text: empty (or 'auto') is auto, digits a number, anything else kept for the schema to refuse. */
export function parseWidth(text: string): number | "auto" {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.toLowerCase() === "auto") return "auto";
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
