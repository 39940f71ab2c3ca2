import type { Site } from "@atelier/domain/catalogue/site.schema";
import type { SiteRow } from "../../../db/schema/sites";
import { catalogueStamps } from "../catalogue-entity/catalogue-item";

export function toSiteDto(row: SiteRow): Site {
  return {
    siteId: row.id,
    name: row.name,
    code: row.code,
    tags: row.tags,
    externalInventory: row.externalInventory,
    customAttributesJson: row.customAttributesJson,
    ...catalogueStamps(row),
  };
}
