import { ProductFields } from "@atelier/domain/product/product.schema";
import type { z } from "zod";
import type { NewProductRow, ProductRow, ProductSettings } from "../../../db/schema/products";

/** Product fields as the domain schema outputs them (trimmed, defaults filled in). */
export type ProductFieldValues = z.output<typeof ProductFields>;

/** What a product write stores: its column values and its settings object. */
export type ProductWriteValues = Pick<
  NewProductRow,
  "name" | "styleCode" | "description" | "mixinOnly" | "tags" | "productType" | "parentProductId" | "settings"
>;

function settingsOf(fields: ProductFieldValues): ProductSettings {
  const {
    name: _name,
    styleCode: _styleCode,
    description: _description,
    mixinOnly: _mixinOnly,
    tags: _tags,
    productType: _productType,
    parentProductId: _parentProductId,
    parentProducts,
    productReferenceDatas,
    ...settings
  } = fields;
  return {
    ...settings,
    parentProducts: parentProducts.map(({ parentProductId }) => ({ parentProductId })),
    productReferenceDatas: productReferenceDatas.map(({ referenceDataId, usage }) => ({ referenceDataId, usage })),
  };
}

/** The settings of a product with nothing set: the domain defaults. */
export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = settingsOf(ProductFields.parse({ name: "-", styleCode: "-" }));

/** A product's settings: the stored ones over the defaults, so settings added later read as their default. */
export function productSettingsOf(row: Pick<ProductRow, "settings">): ProductSettings {
  return { ...DEFAULT_PRODUCT_SETTINGS, ...row.settings };
}

/** Splits validated product fields into the columns and the settings object they are stored in. */
export function toProductWriteValues(fields: ProductFieldValues): ProductWriteValues {
  return {
    name: fields.name,
    styleCode: fields.styleCode,
    description: fields.description,
    mixinOnly: fields.mixinOnly,
    tags: fields.tags,
    productType: fields.productType,
    parentProductId: fields.parentProductId,
    settings: settingsOf(fields),
  };
}
