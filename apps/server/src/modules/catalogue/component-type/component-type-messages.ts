/** Texts of the component type calls' answers that the spec does not quote. */
export const COMPONENT_TYPE_MESSAGES = {
  nameTaken: "A component type with this name already exists.",
  definitionNotFound: "This option definition was not found in the company.",
  definitionTwice: "This option definition is already in the type.",
  targetNotInType: "Choose one of the type's option definitions.",
} as const;
