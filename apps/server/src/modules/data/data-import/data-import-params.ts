import { z } from "zod";

export const dataImportTags = ["dataimport"];
export const DataImportParams = z.object({ id: z.string() });

/** Where a feed's uploaded file is stored. */
export const dataImportSourceKey = (companyId: string, id: string) => `${companyId}/dataimports/${id}/source.json`;
