import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentPlacementRow } from "../../../db/schema/component-placements";
import type { PlacementTypeLink } from "./component-placement.repo";

/** A placement as the API answers it; `types` are its own links, in order, with the types' names. */
export function toComponentPlacementDto(
  row: ComponentPlacementRow,
  types: readonly PlacementTypeLink[],
): ComponentPlacement {
  return {
    componentPlacementId: row.id,
    etag: row.etag,
    name: row.name,
    code: row.code,
    description: row.description,
    usage: row.usage,
    assistantType: row.assistantType,
    assistantDescription: row.assistantDescription,
    doNotTrackInventory: row.doNotTrackInventory,
    tags: row.tags,
    componentTags: row.componentTags,
    jointTags: row.jointTags,
    componentTypes: types.map(({ componentPlacementId: _placement, ...type }) => type),
    customAttributesJson: row.customAttributesJson,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}
