import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";

type FormOptions<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  "resolver" | "mode" | "reValidateMode"
>;

/**
 * The one way Atelier builds a form: react-hook-form validated by a domain schema. Fields are checked
 * on submit, then again on every change; nothing is sent while an error exists; the first invalid
 * field takes the focus. The submit handler receives the schema's parsed values (trimmed texts).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: FormOptions<TInput, TOutput> = {},
) {
  return useForm<TInput, unknown, TOutput>({
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}
