import type { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import type { ComponentTypeRow } from "../../../db/schema/component-types";
import type { TypeDefinitionLink } from "./component-type.repo";

/** A type as the API answers it; `definitions` are its own links, in order, with the definitions' names. */
export function toComponentTypeDto(row: ComponentTypeRow, definitions: readonly TypeDefinitionLink[]): ComponentType {
  return {
    componentTypeId: row.id,
    etag: row.etag,
    name: row.name,
    description: row.description,
    tags: row.tags,
    componentOptionDefinitions: definitions.map(({ componentOptionDefinitionId, name }) => ({
      componentOptionDefinitionId,
      name,
    })),
    partCodeFormat: row.partCodeFormat,
    customAttributesJson: row.customAttributesJson,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}
