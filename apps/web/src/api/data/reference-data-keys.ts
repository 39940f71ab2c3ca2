import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";

/** The query keys of reference data: lists by data type, details (plain or with parsed rows), unmapped values. */
export const referenceDataKeys = {
  all: ["referencedata"] as const,
  lists: () => [...referenceDataKeys.all, "list"] as const,
  /** One list: of one data type, or of all when none is given. */
  list: (dataType?: ReferenceDataType) => [...referenceDataKeys.lists(), dataType ?? "all"] as const,
  details: () => [...referenceDataKeys.all, "detail"] as const,
  /** Every detail of one reference data (plain and parsed). */
  item: (referenceDataId: string) => [...referenceDataKeys.details(), referenceDataId] as const,
  detail: (referenceDataId: string, parsed: boolean) =>
    [...referenceDataKeys.item(referenceDataId), parsed ? "parsed" : "plain"] as const,
  unmapped: (referenceDataId: string) => [...referenceDataKeys.all, "unmapped", referenceDataId] as const,
};
