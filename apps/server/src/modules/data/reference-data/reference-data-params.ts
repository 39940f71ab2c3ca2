import { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { z } from "zod";

export const referenceDataTags = ["referencedata"];
export const DataTypeParams = z.object({ dataType: ReferenceDataType });
export const ReferenceDataParams = DataTypeParams.extend({ referenceDataId: z.string() });
export const ReferenceDataFileParams = ReferenceDataParams.extend({ fileId: z.string() });
export const UnmappedParams = z.object({ referenceDataId: z.string() });
export const ReferenceDataListQuery = z.object({ type: ReferenceDataType.optional() });
export const ReferenceDataGetQuery = z.object({ expand: z.literal("parsed").optional() });
