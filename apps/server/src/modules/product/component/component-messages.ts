import { COMPONENT_EXPANDS } from "@atelier/domain/product/component.schema";

/** Texts of the component calls' answers that the spec does not quote. */
export const COMPONENT_MESSAGES = {
  unknownExpand: `Expand takes any of ${COMPONENT_EXPANDS.join(", ")}, separated by commas.`,
} as const;
