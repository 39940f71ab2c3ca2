/** Texts of the component placement calls' answers that the spec does not quote. */
export const COMPONENT_PLACEMENT_MESSAGES = {
  codeTaken: "A component placement with this code already exists.",
  typeNotFound: "This component type was not found in the company.",
  typeTwice: "This component type is already in the placement.",
} as const;
