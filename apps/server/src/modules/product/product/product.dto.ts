import type { Product } from "@atelier/domain/product/product.schema";
import type { ProductSummary, RecentVersions, VersionSummary } from "@atelier/domain/product/product-list.schema";
import type { ProductRow } from "../../../db/schema/products";
import type { ProductSummaryRow, VersionSummaryRow } from "./product.repo";
import { productSettingsOf } from "./product-settings";

export function toVersionSummaryDto(row: VersionSummaryRow): VersionSummary {
  return { versionId: row.id, code: row.code, name: row.name, active: row.active };
}

/** The latest version (highest code) and the active ones, from a product's versions in any order. */
export function toRecentVersionsDto(versions: readonly VersionSummaryRow[]): RecentVersions {
  let latest: VersionSummaryRow | undefined;
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
export function toProductSummaryDto(row: ProductSummaryRow, recent?: RecentVersions): ProductSummary {
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

/**
 * A product as the editor reads it. `names` holds the names of the products and reference data it links to
 * (its parent, mixins and mappings), by id; a link whose row is gone shows no name.
 */
export function toProductDto(row: ProductRow, names: ReadonlyMap<string, string>): Product {
  const { parentProducts, productReferenceDatas, ...settings } = productSettingsOf(row);
  return {
    ...settings,
    ...toProductSummaryDto(row),
    parentProductId: row.parentProductId,
    parentProductName: row.parentProductId === null ? null : (names.get(row.parentProductId) ?? null),
    parentProducts: parentProducts.map(({ parentProductId }) => ({
      parentProductId,
      parentProductName: names.get(parentProductId) ?? "",
    })),
    productReferenceDatas: productReferenceDatas.map((item) => ({
      ...item,
      referenceDataName: names.get(item.referenceDataId) ?? null,
    })),
  };
}

/** The ids of the reference data a product links to (its mappings), whose names its DTO shows. */
export function linkedReferenceDataIds(row: ProductRow): string[] {
  return [...new Set(productSettingsOf(row).productReferenceDatas.map((item) => item.referenceDataId))];
}

/** The ids of the products a product links to, whose names its DTO shows. */
export function linkedProductIds(row: ProductRow): string[] {
  const ids = productSettingsOf(row).parentProducts.map((parent) => parent.parentProductId);
  if (row.parentProductId !== null) ids.push(row.parentProductId);
  return [...new Set(ids)];
}
