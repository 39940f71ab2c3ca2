import { NumberInput, type NumberInputProps } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface FormNumberInputProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends Omit<NumberInputProps, "value" | "onChange" | "name"> {
  control: Control<TInput, unknown, TOutput>;
  name: Path<TInput>;
  /** An emptied field holds null (an optional number) rather than NaN (a missing required one). */
  nullable?: boolean;
  /** A message to show when the form has none for the field (e.g. a rule checked while typing). */
  issue?: string;
}

/** A Mantine number input bound to a form field holding a number. */
export function FormNumberInput<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  nullable = false,
  issue,
  ...props
}: FormNumberInputProps<TInput, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={typeof field.value === "number" && Number.isFinite(field.value) ? field.value : ""}
          onChange={(value) => field.onChange(typeof value === "number" ? value : nullable ? null : Number.NaN)}
          error={issue ?? fieldState.error?.message}
        />
      )}
    />
  );
}
