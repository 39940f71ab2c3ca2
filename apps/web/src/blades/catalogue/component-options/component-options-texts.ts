/**
 * Texts of the Component Options blade; the spec quotes 'Add {definition} Option' and 'Add Another' (part 2);
 * the others are plain (docs/decisions/web-options-list-blade.md).
 */
export const COMPONENT_OPTIONS_TEXTS = {
  listLabel: "Component options",
  empty: "There are no component options.",
  explained:
    "An option is one choice of a definition, such as Red of Color. Add one, or open a definition to add its options.",
  definition: "Definition",
  allDefinitions: "All definitions",
  addForDefinition: (definition: string) => `Add ${definition} Option`,
  addAnother: "Add Another",
  preview: "Preview",
  firstOnly: (loaded: number, total: number) => `Only the first ${loaded} of ${total} options are listed.`,
} as const;
