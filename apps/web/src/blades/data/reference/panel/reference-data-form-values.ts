import { type ReferenceData, ReferenceDataCreateInput } from "@atelier/domain/data/reference-data.schema";
import { requiredName } from "@atelier/domain/shared/entity-fields";
import type { z } from "zod";
import type { ReferenceDataLabels } from "../reference-data-texts";

/**
 * The fields the form edits: the contract's name, type and description (files go their own way), their
 * required messages naming the labels the form shows ('Friendly name', 'Mapping file code').
 */
export function referenceDataFormSchema(labels: ReferenceDataLabels) {
  return ReferenceDataCreateInput.omit({ files: true }).extend({
    name: requiredName(labels.name),
    type: requiredName(labels.type),
  });
}

export type ReferenceDataFormValues = z.input<ReturnType<typeof referenceDataFormSchema>>;
export type ReferenceDataFormOutput = z.output<ReturnType<typeof referenceDataFormSchema>>;

/** A stored reference data's fields, or empty ones for a new one. */
export function referenceDataValues(item: ReferenceData | null): ReferenceDataFormValues {
  return { name: item?.name ?? "", type: item?.type ?? "", description: item?.description ?? "" };
}
