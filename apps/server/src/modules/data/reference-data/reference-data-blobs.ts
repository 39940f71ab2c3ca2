import { randomUUID } from "node:crypto";

/** A new object key for a reference data's upload: every upload keeps its own object while history names it. */
export const referenceFileKey = (companyId: string, referenceDataId: string) =>
  `${companyId}/reference-data/${referenceDataId}/${randomUUID()}`;
