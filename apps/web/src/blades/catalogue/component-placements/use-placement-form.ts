import { useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useComponentTypeList } from "../../../api/catalogue/component-type";
import type { PlacementFormOutput, PlacementFormValues } from "./placement-form-values";

/** The component placement form, from inside one of the editor's sections. */
export function usePlacementForm() {
  return useFormContext<PlacementFormValues, unknown, PlacementFormOutput>();
}

/** The names of the company's component types by id, to name the placement's associations. */
export function useTypeNames(): ReadonlyMap<string, string> {
  const types = useComponentTypeList().data?.componentTypes;
  return useMemo(() => new Map(types?.map((type) => [type.componentTypeId, type.name])), [types]);
}

/** The placement's usage as the form holds it now. */
export function useUsage() {
  const form = usePlacementForm();
  return useWatch({ control: form.control, name: "usage" }) ?? "Standard";
}
