import {
  type ComponentPlacement,
  ComponentPlacementFields,
  PLACEMENT_USAGE_LABELS,
  PLACEMENT_USAGES,
  type PlacementTypeAssociation,
} from "@atelier/domain/catalogue/component-placement.schema";
import type { z } from "zod";

export type PlacementFormValues = z.input<typeof ComponentPlacementFields>;
export type PlacementFormOutput = z.output<typeof ComponentPlacementFields>;

/** The usages as choices, with the spec's labels (Model is '3D Model' ...). */
export const USAGE_CHOICES = PLACEMENT_USAGES.map((usage) => ({ value: usage, label: PLACEMENT_USAGE_LABELS[usage] }));

/** A new placement: the schema's defaults (Standard, assistant None), with an empty name and code to fill in. */
export function newPlacementValues(): PlacementFormValues {
  return { ...ComponentPlacementFields.omit({ name: true, code: true }).parse({}), name: "", code: "" };
}

/** The editable fields of a stored placement. */
export function placementValues(placement: ComponentPlacement): PlacementFormValues {
  const { componentPlacementId: _id, etag: _etag, created: _created, lastUpdated: _lastUpdated, ...fields } = placement;
  return fields;
}

/** Types picked for the placement, added after those it has: no prefix or suffix, required. */
export function typeAssociations(componentTypeIds: readonly string[]): PlacementTypeAssociation[] {
  return componentTypeIds.map((componentTypeId) => ({
    componentTypeId,
    name: "",
    codePrefix: "",
    codeSuffix: "",
    optional: false,
  }));
}
