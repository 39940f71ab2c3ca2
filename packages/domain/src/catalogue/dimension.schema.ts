import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { codeField, etagField, optionalText, requiredName, tagsField } from "../shared/entity-fields";

/** How a group's values of one dimension combine (spec part 2, "Dimensions"). */
export const DIMENSION_AGGREGATES = ["Sum", "Min", "Max"] as const;
export const DimensionAggregate = z.enum(DIMENSION_AGGREGATES);
export type DimensionAggregate = z.infer<typeof DimensionAggregate>;
export const DIMENSION_AGGREGATE_LABELS: Record<DimensionAggregate, string> = {
  Sum: "Sum = added together",
  Min: "Min = smallest selected for the group",
  Max: "Max = largest selected for the group",
};

export const DimensionFields = z.object({
  name: requiredName("Name"),
  code: codeField("Code"),
  unit: requiredName("Unit", 50),
  description: optionalText("Description"),
  aggregate: DimensionAggregate.default("Sum"),
  tags: tagsField(),
  customAttributesJson: CustomAttributeList.default([]),
});
export const DimensionCreateInput = DimensionFields;
export type DimensionCreateInput = z.input<typeof DimensionCreateInput>;
export const DimensionUpdateInput = DimensionFields.extend({ etag: etagField() });
export type DimensionUpdateInput = z.input<typeof DimensionUpdateInput>;

export const Dimension = DimensionFields.extend({
  dimensionId: z.string(),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type Dimension = z.infer<typeof Dimension>;
export const DimensionList = z.object({ dimensions: z.array(Dimension) });
export type DimensionList = z.infer<typeof DimensionList>;
