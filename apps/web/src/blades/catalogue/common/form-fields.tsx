import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import { TagsInput } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { CustomAttributesEditor } from "../../../ui/custom-attributes/custom-attributes-editor";
import { CATALOGUE_TEXTS } from "./catalogue-texts";

export interface ControlledFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  readOnly: boolean;
}

interface TagsFieldProps<T extends FieldValues> extends ControlledFieldProps<T> {
  label?: string;
  /** Tags offered as the user types (those already chosen are left out); any other text is allowed too. */
  suggestions?: readonly string[];
}

/** Free tags: any text typed and confirmed with Enter (or by leaving the field) becomes a tag. */
export function TagsField<T extends FieldValues>({
  control,
  name,
  readOnly,
  label = "Tags",
  suggestions,
}: TagsFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value as string[] | undefined) ?? [];
        return (
          <TagsInput
            label={label}
            placeholder={readOnly ? undefined : CATALOGUE_TEXTS.tagsPlaceholder}
            data={suggestions?.filter((tag) => !value.includes(tag))}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={readOnly}
            error={fieldState.error?.message}
            clearable={!readOnly}
            acceptValueOnBlur
          />
        );
      }}
    />
  );
}

/** The custom attributes editor bound to a form's customAttributesJson. */
export function CustomAttributesField<T extends FieldValues>({ control, name, readOnly }: ControlledFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CustomAttributesEditor
          value={(field.value as CustomAttribute[] | undefined) ?? []}
          onChange={field.onChange}
          readOnly={readOnly}
        />
      )}
    />
  );
}
