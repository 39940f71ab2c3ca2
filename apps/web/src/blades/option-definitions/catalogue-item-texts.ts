/** Texts shared by the option definition and component type blades that the spec does not quote. */
export const CATALOGUE_ITEM_TEXTS = {
  exportBatch: "Export as batch",
  details: "Details",
  noneInScope: "Nothing to show: the tag scope leaves every item out.",
  tagsPlaceholder: "Type a tag and press Enter",
} as const;
