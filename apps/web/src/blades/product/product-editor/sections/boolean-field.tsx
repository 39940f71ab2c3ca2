import { Checkbox, Switch } from "@mantine/core";
import { useController } from "react-hook-form";
import type { ProductFormValues } from "../product-form-values";
import { useProductForm } from "../use-product-form";

/** The product fields that hold a flag. */
type FlagName = {
  [K in keyof ProductFormValues]-?: NonNullable<ProductFormValues[K]> extends boolean ? K : never;
}[keyof ProductFormValues];

interface BooleanFieldProps {
  name: FlagName;
  label: string;
  /** A switch for settings, a checkbox for collection flags. */
  control?: "switch" | "checkbox";
}

/** A flag of the product as a switch or a checkbox (Mantine's keep their own checked state, so they are controlled). */
export function BooleanField({ name, label, control = "checkbox" }: BooleanFieldProps) {
  const form = useProductForm();
  const { field } = useController({ control: form.control, name });
  const Input = control === "switch" ? Switch : Checkbox;
  return (
    <Input
      label={label}
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      disabled={field.disabled}
    />
  );
}
