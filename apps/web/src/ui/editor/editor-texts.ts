import { PRODUCT_NOTES_MAX_LENGTH } from "@atelier/domain/product/product.schema";

/** Texts of the editor frame that the spec does not quote (docs/decisions/web-ui-save-toast.md, web-ui-read-only-note.md). */
export const EDITOR_TEXTS = {
  saved: "Saved",
  readOnlyNote: "Read only: your role lets you view this but not change it.",
  notesCounter: (length: number) => `${length} / ${PRODUCT_NOTES_MAX_LENGTH}`,
} as const;
