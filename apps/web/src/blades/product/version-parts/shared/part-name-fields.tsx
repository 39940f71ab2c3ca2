import { SimpleGrid, TextInput } from "@mantine/core";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormNumberInput } from "../../../../ui/editor/form-number-input";
import { fieldProps } from "../../../../ui/form/field-props";

type NameField = "name" | "code" | "explicitOrder";

interface PartNameFieldsProps<TInput extends FieldValues, TOutput extends FieldValues, P extends string> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The item's path in the form, e.g. `componentGroups.2`; it must hold a name, a code and an order. */
  path: P & (`${P}.${NameField}` extends Path<TInput> ? unknown : never);
  readOnly: boolean;
}

/** A group's or a view's name (required), code and explicit order. */
export function PartNameFields<TInput extends FieldValues, TOutput extends FieldValues, P extends string>({
  form,
  path,
  readOnly,
}: PartNameFieldsProps<TInput, TOutput, P>) {
  // The props' type guarantees these paths exist in the form.
  const at = (field: NameField) => `${path}.${field}` as Path<TInput>;
  return (
    <SimpleGrid cols={3} spacing="sm">
      <TextInput
        size="xs"
        label="Name"
        withAsterisk={!readOnly}
        readOnly={readOnly}
        {...fieldProps(form, at("name"))}
      />
      <TextInput size="xs" label="Code" readOnly={readOnly} {...fieldProps(form, at("code"))} />
      <FormNumberInput
        size="xs"
        label="Explicit order"
        control={form.control}
        name={at("explicitOrder")}
        nullable
        allowDecimal={false}
        readOnly={readOnly}
      />
    </SimpleGrid>
  );
}
