import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "../editor/server-errors";

/** The part of a TanStack mutation a form submits through. */
interface FormMutation<TVariables, TData> {
  mutate: (
    variables: TVariables,
    options: { onSuccess?: (data: TData) => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * The submit handler of a form: once the schema passes, the parsed values go to the mutation; when the
 * server refuses, its modelState messages land back on the form's fields (the callout shows them all).
 */
export function submitThrough<TInput extends FieldValues, TOutput extends FieldValues, TData>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  mutation: FormMutation<TOutput, TData>,
  onSuccess?: (data: TData) => void,
) {
  return form.handleSubmit((values) => {
    mutation.mutate(values, { onSuccess, onError: (error) => applyServerErrors(form, error) });
  });
}
