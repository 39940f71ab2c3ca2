/** Texts of the HTML and JSON value editors (EditValueHtml, EditValueJson) and the buttons that open them. */
export const VALUE_EDITOR_TEXTS = {
  toolbar: "Value actions",
  apply: "Apply",
  cancel: "Cancel",
  format: "Format",
  source: "Source",
  preview: "Preview",
  previewFrame: "Preview of the HTML value",
  previewNote: "The preview runs no script and loads nothing from this page.",
  valid: "Valid JSON.",
  editValue: "Edit value",
  editAsHtml: "Edit as HTML",
  editAsJson: "Edit as JSON",
  editorTitle: (name: string, kind: "HTML" | "JSON") => `${name || "Value"} (${kind})`,
  noValue: "This editor edits one value: open it from a value's 'Edit as HTML' or 'Edit as JSON'.",
  codeLabel: (kind: "HTML" | "JSON") => `${kind} value`,
} as const;
