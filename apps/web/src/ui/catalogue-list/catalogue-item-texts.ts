/** Texts of the catalogue lists (sites, dimensions, placements, definitions, types, options) that the spec does not quote. */
export const CATALOGUE_ITEM_TEXTS = {
  add: "Add",
  refresh: "Refresh",
  scopeOn: "Showing the items in the tag scope only: click to show all",
  scopeOff: "Showing all items: click to show the tag scope only",
  noScope: "Choose tags in 'Scope by tags' to filter by them",
  exportBatch: "Export as batch",
  details: "Details",
  noneInScope: "Nothing to show: the tag scope leaves every item out.",
} as const;
