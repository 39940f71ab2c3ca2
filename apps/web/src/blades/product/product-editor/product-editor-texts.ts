/** Texts of the product editor. */
export const PRODUCT_EDITOR_TEXTS = {
  newTitle: "Add a product",
  reloadProduct: "Reload the product (drops my changes)",
  newProductStatus: "A new product starts in Development; its workflow opens once it is saved.",
  noMixins: "This product has no mixins.",
  noParentProduct: "This product does not derive from another product.",
  noReferenceData: "None.",
  templateHelp: "Use {view}, {code}, {placementless-code}, {frame} or {frame:N} (N digits) in the text.",
  imageNamePreviewInvalid: "Fix the items above to see an example.",
  noImageNameItems: "No items yet: image names are empty until you add some.",
} as const;
