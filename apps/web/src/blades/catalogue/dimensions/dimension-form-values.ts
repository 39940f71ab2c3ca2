import type { Dimension, DimensionFields } from "@atelier/domain/catalogue/dimension.schema";
import type { z } from "zod";

/** What the dimension form holds. */
type DimensionFormValues = z.input<typeof DimensionFields>;

/** A stored dimension's editable fields, or a new dimension's empty ones (aggregated by Sum). */
export function dimensionValues(dimension: Dimension | null): DimensionFormValues {
  return {
    name: dimension?.name ?? "",
    code: dimension?.code ?? "",
    unit: dimension?.unit ?? "",
    description: dimension?.description ?? "",
    aggregate: dimension?.aggregate ?? "Sum",
    tags: dimension?.tags ?? [],
    customAttributesJson: dimension?.customAttributesJson ?? [],
  };
}
