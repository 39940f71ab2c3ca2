/** Texts of the option definition blades (docs/decisions/web-catalogue-definitions-types-export-and-empty-states.md). */
export const OPTION_DEFINITION_TEXTS = {
  listLabel: "Component option definitions",
  empty: "There are no component option definitions.",
  explained:
    "A definition is a class of options, such as Material or Color. Add one, then create its options; they inherit its custom attributes.",
  related: "Related",
  relatedTitle: "Related options",
  newTitle: "Add a component option definition",
  inventoryType: "Inventory type",
  attributesHelp: "Inherited by options: a new option of this definition starts with these attributes.",
  relatedOptions: "Related Options",
  createOption: "Create an Option",
} as const;
