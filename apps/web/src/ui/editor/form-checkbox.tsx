import { Checkbox } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface FormCheckboxProps<TInput extends FieldValues, TOutput extends FieldValues> {
  control: Control<TInput, unknown, TOutput>;
  name: Path<TInput>;
  label: string;
  /** Help under the label. */
  description?: string;
  readOnly: boolean;
}

/** A checkbox bound to a boolean form field; read-only users see it disabled. */
export function FormCheckbox<TInput extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  label,
  description,
  readOnly,
}: FormCheckboxProps<TInput, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          size="xs"
          label={label}
          description={description}
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          disabled={readOnly}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
