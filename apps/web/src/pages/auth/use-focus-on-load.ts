import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Puts the cursor in a field of the form when the page opens, so the user can type at once. */
export function useFocusOnLoad<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
): void {
  const { setFocus } = form;
  useEffect(() => setFocus(name), [setFocus, name]);
}
