import { MAX_COMPONENTS_PER_RULE } from "@atelier/domain/product/component-generation";

/** Texts of the component rule calls' answers that the spec does not quote. */
export const COMPONENT_GENERATOR_MESSAGES = {
  placementNotFound: "This component placement was not found in the company.",
  definitionNotOfPlacement: "This option definition is not one of the placement's definitions.",
  definitionTwice: "Each option definition can be listed only once.",
  optionNotOfDefinition: "This option is not an option of the definition.",
  optionTwice: "Each option can be listed only once.",
  noComponents: "This rule generates no components: choose at least one option for every required definition.",
  tooManyComponents: (count: number) =>
    `This rule would generate ${count.toLocaleString("en-US")} components; a rule generates at most ${MAX_COMPONENTS_PER_RULE.toLocaleString("en-US")}.`,
} as const;
