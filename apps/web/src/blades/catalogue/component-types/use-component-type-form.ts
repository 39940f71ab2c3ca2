import { useFormContext, useWatch } from "react-hook-form";
import { useComponentOptionDefinitionList } from "../../../api/catalogue/component-option-definition";
import type { TypeFormOutput, TypeFormValues } from "./component-type-values";

/** The component type form, from inside one of the editor's sections. */
export function useComponentTypeForm() {
  return useFormContext<TypeFormValues, unknown, TypeFormOutput>();
}

/** The type's definitions as choices: id and name (a definition just picked is named from the list). */
export function useTypeDefinitions(): { value: string; label: string }[] {
  const form = useComponentTypeForm();
  const refs = useWatch({ control: form.control, name: "componentOptionDefinitions" }) ?? [];
  const list = useComponentOptionDefinitionList().data?.componentOptionDefinitions ?? [];
  const names = new Map(list.map((definition) => [definition.componentOptionDefinitionId, definition.name]));
  return refs.map((ref) => ({
    value: ref.componentOptionDefinitionId,
    label: names.get(ref.componentOptionDefinitionId) ?? (ref.name || ref.componentOptionDefinitionId),
  }));
}
