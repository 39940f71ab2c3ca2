/** Texts of the Sites, Dimensions, Locales and Timezones blades that the spec does not quote. */
export const CATALOGUE_TEXTS = {
  add: "Add",
  refresh: "Refresh",
  scopeOn: "Showing the items in the tag scope only: click to show all",
  scopeOff: "Showing all items: click to show the tag scope only",
  noScope: "Choose tags in 'Scope by tags' to filter by them",
  newSite: "Add a site",
  newDimension: "Add a dimension",
  noDimensions: "There are no dimensions.",
  externalInventory: "External inventory",
  externalInventoryHint: "The site's stock is kept by another system.",
  aggregation: "Aggregation",
  tagsPlaceholder: "Type a tag and press Enter",
  customAttributes: "Custom attributes",
} as const;
