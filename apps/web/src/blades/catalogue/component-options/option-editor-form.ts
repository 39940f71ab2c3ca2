import { useFormContext } from "react-hook-form";
import type { OptionFormOutput, OptionFormValues } from "./option-form-values";

/** The option form, from inside one of the editor's sections. */
export function useOptionForm() {
  return useFormContext<OptionFormValues, unknown, OptionFormOutput>();
}
