import type { Dimension, DimensionFields } from "@atelier/domain/dimension.schema";
import type { z } from "zod";

/** What the dimension form holds, and what it hands over once the schema passed. */
export type DimensionFormValues = z.input<typeof DimensionFields>;
export type DimensionFormOutput = z.output<typeof DimensionFields>;

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
