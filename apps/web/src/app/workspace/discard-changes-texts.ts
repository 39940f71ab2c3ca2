/** The texts of the question asked before unsaved edits are discarded (docs/decisions/web-blades-unsaved-changes.md). */
export const DISCARD_CHANGES_TEXTS = {
  title: "Discard unsaved changes?",
  body: "You have changes that are not saved. If you leave now, they are lost.",
  stay: "Stay",
  discard: "Discard changes",
} as const;
