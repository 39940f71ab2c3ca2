import type { Component, ComponentSummary } from "@atelier/domain/product/component.schema";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ProductRow } from "../../../db/schema/products";
import type { OptionOfComponent } from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import { productSettingsOf } from "../product/product-settings";
import type { ComponentSummaryRow, ComponentWithPlacement } from "./component.repo";
import { parseImageMapping } from "./image-mapping";

export function toComponentSummaryDto(row: ComponentSummaryRow): ComponentSummary {
  return {
    componentId: row.id,
    code: row.code,
    placementIndependentCode: row.placementIndependentCode,
    usage: row.usage,
    unavailable: row.unavailable,
    componentPlacementId: row.placementId,
    componentPackageId: row.packageId,
    componentGeneratorId: row.generatorId,
  };
}

export function toComponentDto(row: ComponentWithPlacement, version: Pick<ProductVersionRow, "productId">): Component {
  return {
    ...toComponentSummaryDto(row),
    productId: version.productId,
    versionId: row.versionId,
    componentOptionIds: row.optionIds,
    placement: row.placement,
    etag: row.etag,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}

/** expand=version (and imageviews): what the image viewer reads of the version. */
export function versionOfComponent(
  version: ProductVersionRow,
  product: ProductRow,
  withViews: boolean,
): NonNullable<Component["version"]> {
  return {
    versionId: version.id,
    code: String(version.code),
    imageRootUrl: version.imageRootUrl,
    imageViews: withViews ? version.imageViews : [],
    imageMapping: parseImageMapping(version.imageMappingSource),
    product: { productId: product.id, name: product.name, styleCode: product.styleCode },
  };
}

/** expand=products: the product's image settings. */
export function productImagesOf(product: ProductRow): NonNullable<Component["products"]> {
  const { imageRootUrl, imageNameFormat } = productSettingsOf(product);
  return { imageRootUrl, imageNameFormat };
}

/** expand=options: the component's options in its own order (an option no longer found is left out). */
export function optionsOfComponent(
  optionIds: readonly string[],
  rows: readonly OptionOfComponent[],
): NonNullable<Component["componentOptions"]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return optionIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        componentOptionId: row.id,
        componentOptionDefinitionId: row.componentOptionDefinitionId,
        code: row.code,
        name: row.name,
        assetsJson: row.settings.assetsJson ?? [],
      },
    ];
  });
}
