import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Wires one Mantine input to a react-hook-form field: registration (name, ref, change and blur) plus
 * the field's error message, which Mantine shows under the input and links with aria-describedby.
 */
export function fieldProps<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
) {
  const error = form.getFieldState(name, form.formState).error;
  return { ...form.register(name), error: error?.message };
}
