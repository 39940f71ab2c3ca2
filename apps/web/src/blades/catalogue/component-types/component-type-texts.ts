import type { PartCodeSequenceType } from "@atelier/domain/catalogue/component-type.schema";
import { COMPONENT_TYPES_EXPLAINED, NO_COMPONENT_TYPES } from "@atelier/domain/catalogue/component-type.schema";

/** Texts of the component type blades; the spec's own are the domain's. */
export const COMPONENT_TYPE_TEXTS = {
  listLabel: "Component types",
  empty: NO_COMPONENT_TYPES,
  explained: COMPONENT_TYPES_EXPLAINED,
  newTitle: "Add a component type",
  definitions: "Option definitions",
  definitionsHelp: "The definitions whose options combine into a component of this type.",
  noDefinitions: "No option definitions yet.",
  pickDefinitions: "Pick definitions",
  partCodeFormat: "Part code formatting",
  partCodeHelp: "The part code of a component is these sequences, in order.",
  noSequences: "No sequences yet: part codes are empty until you add some.",
  addSequence: "Add sequence",
  chooseDefinition: "Definition",
  notInType: "(not one of this type's definitions)",
  autoWidth: "auto",
  widthHelp: "Width: empty for auto",
} as const;

/** The name of each kind of part code sequence (spec part 2, 3). */
export const SEQUENCE_LABELS: Record<PartCodeSequenceType, string> = {
  static: "Static text",
  code: "Option code",
  hidden: "Hidden (for placement only)",
  attribute: "Attribute",
  "placement-code": "Placement code",
  "placement-name": "Placement name",
};
