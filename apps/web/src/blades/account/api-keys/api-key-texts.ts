/** Texts of the API Keys section and the API key blade that the spec does not quote. */
export const API_KEY_TEXTS = {
  apiKeys: "API Keys",
  add: "Add",
  noKeys: "There are no API keys.",
  created: (when: string) => `Created ${when}`,
  editKey: (name: string) => `Edit ${name}`,
  keyActions: "API key actions",
  newKey: "Add an API key",
  name: "Name",
  reloadKey: "Reload key",
  shownOnceTitle: (name: string) => `API key '${name}'`,
} as const;
