import type { Dimension } from "@atelier/domain/catalogue/dimension.schema";
import type { DimensionRow } from "../../../db/schema/dimensions";
import { catalogueStamps } from "../catalogue-entity/catalogue-item";

export function toDimensionDto(row: DimensionRow): Dimension {
  return {
    dimensionId: row.id,
    name: row.name,
    code: row.code,
    unit: row.unit,
    description: row.description,
    aggregate: row.aggregate,
    tags: row.tags,
    customAttributesJson: row.customAttributesJson,
    ...catalogueStamps(row),
  };
}
