/** Texts of the Products blade; those the spec quotes are verbatim (spec part 1, 2.4). */
export const PRODUCTS_TEXTS = {
  /** What the tag-scope toggle's tooltip calls the rows. */
  items: "products",
  exportBatch: "Export products as batch",
  exportWithPackages: "Export with packages",
  mixin: "Mixin",
  latestVersion: "Latest version",
  noVersion: "No versions yet",
  firstOnly: (loaded: number, total: number) => `Only the first ${loaded} of ${total} products are listed.`,
} as const;
