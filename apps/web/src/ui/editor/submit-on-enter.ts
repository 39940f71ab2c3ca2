import type { KeyboardEvent } from "react";

/** Inputs where Enter means nothing else: text-like fields (not checkboxes, radios, buttons or files). */
const SUBMITTING_TYPES = new Set(["text", "search", "email", "url", "tel", "password", "number", "date", "time"]);

/**
 * Enter in a field of a form with one primary action submits it, as in a one-field form: the form's
 * onSubmit runs (validation, then the save). Left alone: Enter with a modifier or while composing,
 * Enter a field has used already (a tags input adding its tag, a dropdown picking an option), and
 * Enter in a text area or a code editor, where it starts a new line, and Enter in a modal a field opened.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !SUBMITTING_TYPES.has(target.type)) return;
  if (target.readOnly || target.getAttribute("aria-expanded") === "true") return;
  // React passes keys up from portals (a modal opened by a field): only the form's own fields submit it.
  if (!event.currentTarget.contains(target)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
