import { randomUUID } from "node:crypto";

/** Where a company's asset contents are stored: a new key for every write, so a replaced asset never shows half-written. */
export const assetBlobPrefix = (companyId: string) => `${companyId}/assets/`;

export const newAssetKey = (companyId: string) => `${assetBlobPrefix(companyId)}${randomUUID()}`;
