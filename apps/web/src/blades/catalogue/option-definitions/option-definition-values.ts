import {
  type ComponentOptionDefinition,
  ComponentOptionDefinitionFields,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import type { z } from "zod";

type DefinitionFormValues = z.input<typeof ComponentOptionDefinitionFields>;

/**
 * The editable fields of a stored definition or, for null, a new one's: the schema's defaults
 * (inventory type None) with an empty name to fill in.
 */
export function definitionValues(definition: ComponentOptionDefinition | null): DefinitionFormValues {
  if (definition === null) return { ...ComponentOptionDefinitionFields.omit({ name: true }).parse({}), name: "" };
  const { name, description, inventoryType, tags, customAttributesJson } = definition;
  return { name, description, inventoryType, tags, customAttributesJson };
}
