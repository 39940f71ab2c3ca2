import type { ComponentPackage } from "@atelier/domain/package.schema";
import type { ComponentPackageRow } from "../../db/schema/component-packages";

export function toComponentPackageDto(row: ComponentPackageRow): ComponentPackage {
  return {
    componentPackageId: row.id,
    etag: row.etag,
    name: row.name,
    description: row.description,
    basePriceJson: row.basePriceJson,
    packagePriceJson: row.packagePriceJson,
    customAttributesJson: row.customAttributesJson,
    archived: row.archived,
    // Component rules of packages arrive with the components (document 2): none exist yet.
    componentGeneratorsCount: 0,
  };
}
