import type { Version, VersionListItem } from "@atelier/domain/product/version.schema";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ProductRow } from "../../../db/schema/products";
import type { VersionListRow } from "./version.repo";
import type { VersionContent } from "./version-content";

export function toVersionListItemDto(row: VersionListRow): VersionListItem {
  return {
    versionId: row.id,
    productId: row.productId,
    etag: row.etag,
    code: row.code,
    name: row.name,
    description: row.description,
    active: row.active,
    parentVersionId: row.parentVersionId,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}

/** The content columns of a version row: what a branch or a clone copies. */
export function versionContentOf(row: ProductVersionRow): VersionContent {
  return {
    name: row.name,
    description: row.description,
    imageRootUrl: row.imageRootUrl,
    imageCacheId: row.imageCacheId,
    customAttributesJson: row.customAttributesJson,
    priceJson: row.priceJson,
    componentGroups: row.componentGroups,
    imageViews: row.imageViews,
    noSiblingRules: row.noSiblingRules,
    combineOnlyWhen: row.combineOnlyWhen,
    rulesJson: row.rulesJson,
    initialConfigurationsJson: row.initialConfigurationsJson,
    componentStatusesJson: row.componentStatusesJson,
    imageMappingSource: row.imageMappingSource,
    imageMappingFile: row.imageMappingFile,
    imageMappingFileMimeType: row.imageMappingFileMimeType,
  };
}

/**
 * A version with its product's name, style code and status. Placement names and codes on group and
 * view placements (`componentPlacement`) stay null: placements are not built yet (see
 * docs/decisions/server-version-expand.md).
 */
export function toVersionDto(row: ProductVersionRow, product: ProductRow): Version {
  return {
    ...toVersionListItemDto(row),
    ...versionContentOf(row),
    product: { name: product.name, styleCode: product.styleCode, productStatus: product.productStatus },
  };
}
