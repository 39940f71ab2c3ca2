/** Texts of the catalogue editors (sites, dimensions, definitions, types, placements, options) that the spec does not quote. */
export const CATALOGUE_TEXTS = {
  tagsPlaceholder: "Type a tag and press Enter",
  customAttributes: "Custom attributes",
} as const;
