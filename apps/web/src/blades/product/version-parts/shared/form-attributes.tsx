import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { CustomAttributesEditor } from "../../../../ui/custom-attributes/custom-attributes-editor";
import { ItemSection } from "./item-section";

interface FormAttributesProps<TInput extends FieldValues, TOutput extends FieldValues> {
  title: string;
  control: Control<TInput, unknown, TOutput>;
  /** A form field holding a custom attribute list. */
  name: Path<TInput>;
  readOnly: boolean;
}

/** A titled custom attributes editor bound to a form field. */
export function FormAttributes<TInput extends FieldValues, TOutput extends FieldValues>({
  title,
  control,
  name,
  readOnly,
}: FormAttributesProps<TInput, TOutput>) {
  return (
    <ItemSection title={title}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CustomAttributesEditor value={field.value ?? []} onChange={field.onChange} readOnly={readOnly} />
        )}
      />
    </ItemSection>
  );
}
