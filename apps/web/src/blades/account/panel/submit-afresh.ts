import type { BaseSyntheticEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { submitThrough } from "../../../ui/form/submit-through";

/** What submitThrough takes, and the mutation's reset. */
type Mutation<TInput extends FieldValues, TOutput extends FieldValues, TData> = Parameters<
  typeof submitThrough<TInput, TOutput, TData>
>[1] & { reset: () => void };

/**
 * submitThrough for a form that stays open after saving: each new attempt first clears the last
 * failure, so its callout never stays beside fields that have been corrected since.
 */
export function submitAfresh<TInput extends FieldValues, TOutput extends FieldValues, TData>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  mutation: Mutation<TInput, TOutput, TData>,
  onSuccess: (data: TData) => void,
) {
  const submit = submitThrough(form, mutation, onSuccess);
  return (event?: BaseSyntheticEvent) => {
    mutation.reset();
    return submit(event);
  };
}
