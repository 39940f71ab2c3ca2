import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { findVersion, lockProduct } from "./version.repo";

/**
 * Locks the company's product and reads its version, inside a transaction, before a write to the
 * version or its packages. The lock makes writes to one product take turns. 404 when either is missing
 * (or belongs to another company); with `etag`, 412 when the version has changed since it was read.
 */
export async function lockVersion(tx: Db, companyId: string, productId: string, versionId: string, etag?: string) {
  const product = await lockProduct(tx, companyId, productId);
  const version = product && (await findVersion(tx, companyId, productId, versionId));
  if (!product || !version) throw AppError.notFound();
  if (etag !== undefined && version.etag !== etag) throw new AppError(412, MESSAGES.staleEtag);
  return { product, version };
}
