/** Texts of the Dimensions blades that the spec does not quote. */
export const DIMENSION_TEXTS = {
  newDimension: "Add a dimension",
  noDimensions: "There are no dimensions.",
  aggregation: "Aggregation",
} as const;
