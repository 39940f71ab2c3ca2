/** Texts of the Sites blades that the spec does not quote. */
export const SITE_TEXTS = {
  newSite: "Add a site",
  externalInventory: "External inventory",
  externalInventoryHint: "The site's stock is kept by another system.",
} as const;
