/** The texts of the History section and of the Activity blade's entries. */
export const HISTORY_TEXTS = {
  title: "History",
  description: "Who changed what, newest first.",
  show: "Show history",
  hide: "Hide history",
  empty: "No changes are recorded yet.",
  loadMore: "Load more",
  /** A value that is not there (before a creation, after a removal, an empty field). */
  none: "(none)",
  showAll: "Show all",
  showLess: "Show less",
  yes: "Yes",
  no: "No",
  apiKey: "API key",
  storefrontKey: "Storefront key",
  system: "Atelier",
  before: "Before",
  after: "After",
  /** The one column of a creation or a removal. */
  value: "Value",
  field: "Field",
  /** A creation or removal whose fields were all empty. */
  noFields: "No fields to show.",
  changesOf: (label: string) => `Changes of ${label}`,
} as const;

/** A write's action in words: 'created', 'changed', 'archived'; an area's own verb as it is written. */
const ACTION_WORDS: Record<string, string> = {
  create: "created",
  update: "changed",
  archive: "archived",
  delete: "deleted",
  remove: "removed",
  restore: "restored",
  activate: "activated",
  deactivate: "deactivated",
  branch: "branched",
  clone: "cloned",
  copy: "copied",
  generate: "generated",
  import: "imported",
  upload: "uploaded",
  cancel: "cancelled",
  deny: "denied",
  resetPassword: "reset the password",
};

export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? action.replace(/([A-Z])/g, " $1").toLowerCase();
}
