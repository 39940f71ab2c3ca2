import {
  DEFAULT_IMAGE_PROVIDER,
  Product,
  ProductFields,
  ProductUpdateInput,
} from "@atelier/domain/product/product.schema";
import { describe, expect, it } from "vitest";
import { newProductValues, productValues, statusChangeInput } from "./product-form-values";

const stored = Product.parse({
  productId: "p1",
  etag: "e1",
  name: "Tote",
  styleCode: "TOTE-1",
  productStatus: "Development",
  created: "2025-01-01T00:00:00.000Z",
  lastUpdated: "2025-01-02T00:00:00.000Z",
  lastUpdatedBy: null,
  parentProductName: null,
  tags: ["bags"],
  notes: "A note",
  imageNameFormat: [{ type: "view" }, { type: "frame", width: 4 }],
});

describe("newProductValues", () => {
  it("starts from the schema's defaults with an empty name and style code", () => {
    const values = newProductValues();
    expect(values).toMatchObject({ name: "", styleCode: "", navigable: true, productType: "Standard" });
    expect(values.imageProvider).toBe(DEFAULT_IMAGE_PROVIDER);
    expect(Object.keys(values).sort()).toEqual(Object.keys(ProductFields.shape).sort());
  });
});

describe("productValues", () => {
  it("keeps exactly the fields the editor writes", () => {
    const values = productValues(stored);
    expect(Object.keys(values).sort()).toEqual(Object.keys(ProductFields.shape).sort());
    expect(values).toMatchObject({ name: "Tote", tags: ["bags"], notes: "A note" });
    expect(values).not.toHaveProperty("etag");
  });
});

describe("statusChangeInput", () => {
  it("sends the stored product with the new status and the etag the editor read", () => {
    const input = ProductUpdateInput.parse(statusChangeInput(stored, "e0", "Production"));
    expect(input).toMatchObject({ etag: "e0", productStatus: "Production", name: "Tote", notes: "A note" });
    expect(input.imageNameFormat).toEqual(stored.imageNameFormat);
  });
});
