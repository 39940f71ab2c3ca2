import type { ProductSummary, RecentVersions, VersionSummary } from "@atelier/domain/product.schema";
import type { ProductVersionRow } from "../../db/schema/product-versions";
import type { ProductRow } from "../../db/schema/products";

export function toVersionSummaryDto(row: ProductVersionRow): VersionSummary {
  return { versionId: row.id, code: row.code, name: row.name, active: row.active };
}

/** The latest version (highest code) and the active ones, from a product's versions in any order. */
export function toRecentVersionsDto(versions: readonly ProductVersionRow[]): RecentVersions {
  let latest: ProductVersionRow | undefined;
  for (const version of versions) if (!latest || version.code > latest.code) latest = version;
  return {
    latestVersion: latest ? toVersionSummaryDto(latest) : null,
    activeVersions: versions
      .filter((version) => version.active)
      .sort((a, b) => a.code - b.code)
      .map(toVersionSummaryDto),
  };
}

/** A product as lists show it; `recent` only when the list was read with its versions. */
export function toProductSummaryDto(row: ProductRow, recent?: RecentVersions): ProductSummary {
  const dto: ProductSummary = {
    productId: row.id,
    etag: row.etag,
    name: row.name,
    styleCode: row.styleCode,
    description: row.description,
    mixinOnly: row.mixinOnly,
    tags: row.tags,
    productType: row.productType,
    productStatus: row.productStatus,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    lastUpdatedBy: row.updatedBy,
  };
  if (recent) dto.recent = recent;
  return dto;
}
