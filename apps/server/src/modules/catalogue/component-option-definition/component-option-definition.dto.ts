import type { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import type { ComponentOptionDefinitionRow } from "../../../db/schema/component-option-definitions";
import { catalogueStamps } from "../catalogue-entity/catalogue-item";

export function toComponentOptionDefinitionDto(row: ComponentOptionDefinitionRow): ComponentOptionDefinition {
  return {
    componentOptionDefinitionId: row.id,
    name: row.name,
    description: row.description,
    inventoryType: row.inventoryType,
    tags: row.tags,
    customAttributesJson: row.customAttributesJson,
    ...catalogueStamps(row),
  };
}
