/** Texts of the option calls that the spec does not quote (it shows no message for these cases). */
export const COMPONENT_OPTION_MESSAGES = {
  codeTaken: "A component option with this code already exists.",
  basedOnPermanent: "The definition an option is based on cannot be changed.",
  definitionNotFound: "This option definition was not found.",
  listedTwice: "Each option can be listed only once.",
  variableDefinitionNotFound: "This option definition was not found in the company.",
  defaultValueNotFound: "This component option was not found in the company.",
  productNotFound: "This product was not found in the company.",
} as const;
