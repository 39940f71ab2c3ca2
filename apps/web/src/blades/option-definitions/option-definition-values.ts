import {
  type ComponentOptionDefinition,
  ComponentOptionDefinitionFields,
} from "@atelier/domain/component-option-definition.schema";
import type { z } from "zod";

export type DefinitionFormValues = z.input<typeof ComponentOptionDefinitionFields>;
export type DefinitionFormOutput = z.output<typeof ComponentOptionDefinitionFields>;

/** A new definition: the schema's defaults (inventory type None), with an empty name to fill in. */
export function newDefinitionValues(): DefinitionFormValues {
  return { ...ComponentOptionDefinitionFields.omit({ name: true }).parse({}), name: "" };
}

/** The editable fields of a stored definition. */
export function definitionValues(definition: ComponentOptionDefinition): DefinitionFormValues {
  const { name, description, inventoryType, tags, customAttributesJson } = definition;
  return { name, description, inventoryType, tags, customAttributesJson };
}
