import type { ComponentPackage } from "@atelier/domain/product/package.schema";
import type { ListedPackageRow } from "./package.repo";

type PackageContent = Pick<
  ComponentPackage,
  "name" | "description" | "basePriceJson" | "packagePriceJson" | "customAttributesJson" | "archived"
>;

/** What a package holds, as stored, shown and compared on save: every field but its id, etag and place. */
export function packageContentOf(row: PackageContent): PackageContent {
  return {
    name: row.name,
    description: row.description,
    basePriceJson: row.basePriceJson,
    packagePriceJson: row.packagePriceJson,
    customAttributesJson: row.customAttributesJson,
    archived: row.archived,
  };
}

export function toComponentPackageDto(row: ListedPackageRow): ComponentPackage {
  return {
    componentPackageId: row.id,
    etag: row.etag,
    ...packageContentOf(row),
    componentGeneratorsCount: row.componentGeneratorsCount,
  };
}
