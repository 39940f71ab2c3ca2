/** The texts of saving and printing recipes (the server's field messages and the PDF's labels). */
export const RECIPE_MESSAGES = {
  /** On `product` when the product or version does not exist, or may not be saved by the caller. */
  productNotFound: "No product with this style code and version can be configured here.",
  /** On `parentRecipeId` when it names no recipe of the company. */
  parentNotFound: "The parent recipe does not exist.",
} as const;

/** The labels of the recipe PDF. */
export const RECIPE_PDF_TEXTS = {
  title: "Recipe",
  product: "Product",
  styleCode: "Style code",
  version: "Version",
  recipeId: "Recipe id",
  created: "Created",
  site: "Site",
  locale: "Locale",
  views: "Views",
  selections: "Selections",
  placement: "Placement",
  component: "Component",
  code: "Code",
  personal: "Personal values",
  attribute: "Attribute",
  value: "Value",
  price: "Price",
  total: "Total",
  quantity: "Quantity",
  none: "None",
  noPrice: "No price",
} as const;
