import { Text } from "@mantine/core";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

interface FieldErrorProps<TValues extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  name: Path<TValues>;
}

/** The message of a field shown without an input of its own (a picked product, a list row), under it. */
export function FieldError<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
}: FieldErrorProps<TValues, TOutput>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  if (message === undefined) return null;
  return (
    <Text size="xs" c="red" role="alert" data-testid="field-error" data-field={name}>
      {message}
    </Text>
  );
}
