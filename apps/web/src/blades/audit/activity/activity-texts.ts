/** The texts of the Activity blade. */
export const ACTIVITY_TEXTS = {
  person: "Person",
  anyone: "Anyone",
  resourceType: "Resource type",
  anyType: "Any type",
  dates: "Dates",
  anyDate: "Any date",
  empty: "No activity matches these filters.",
  entries: "Activity",
  apiKeySuffix: " (API key)",
  adminsOnly: "Only administrators can see the company's activity.",
} as const;

/**
 * The kinds of resources whose writes are recorded, as the API names them, with the words the filter shows.
 * A kind not listed here still appears in the activity; it is not offered as a filter.
 */
export const ACTIVITY_RESOURCE_TYPES: readonly { value: string; label: string }[] = [
  { value: "product", label: "Product" },
  { value: "version", label: "Version" },
  { value: "package", label: "Package" },
  { value: "generator", label: "Component rule" },
  { value: "component", label: "Component" },
  { value: "componentoption", label: "Component option" },
  { value: "componentoptiondefinition", label: "Component option definition" },
  { value: "componenttype", label: "Component type" },
  { value: "componentplacement", label: "Component placement" },
  { value: "site", label: "Site" },
  { value: "dimension", label: "Dimension" },
  { value: "company", label: "Company" },
  { value: "user", label: "User" },
  { value: "invite", label: "Invitation" },
  { value: "apikey", label: "API key" },
  { value: "companysettings", label: "Settings" },
  { value: "companydata", label: "Global data" },
  { value: "app", label: "Applet" },
];
