import { type ComboboxItem, Select } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface FormSelectProps<TInput extends FieldValues, TOutput extends FieldValues> {
  control: Control<TInput, unknown, TOutput>;
  name: Path<TInput>;
  /** The visible label; in a table row, the accessible name alone. */
  label?: string;
  ariaLabel?: string;
  data: readonly ComboboxItem[];
  readOnly: boolean;
  /** Offers no choice (null) under this label; without it a choice is required. */
  noneLabel?: string;
  /** Runs after the user chose, e.g. to clear a field that depends on this one. */
  onChosen?: (value: string | null) => void;
  w?: number;
}

const NONE = "";

/** Choices labelled with their own values (the schema's enums that the spec names as they are). */
export function plainChoices(values: readonly string[]): ComboboxItem[] {
  return values.map((value) => ({ value, label: value }));
}

/** A Mantine select bound to a form field holding one of the choices' values (or null). */
export function FormSelect<TInput extends FieldValues, TOutput extends FieldValues>(
  props: FormSelectProps<TInput, TOutput>,
) {
  const { control, name, label, ariaLabel, data, readOnly, noneLabel, onChosen, w } = props;
  const choices = noneLabel === undefined ? data : [{ value: NONE, label: noneLabel }, ...data];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          aria-label={ariaLabel}
          data={choices}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === "string" ? field.value : NONE}
          onChange={(value) => {
            const chosen = value === null || value === NONE ? null : value;
            field.onChange(chosen);
            onChosen?.(chosen);
          }}
          onBlur={field.onBlur}
          allowDeselect={false}
          disabled={readOnly}
          error={fieldState.error?.message}
          searchable={choices.length > 8}
          w={w}
        />
      )}
    />
  );
}
