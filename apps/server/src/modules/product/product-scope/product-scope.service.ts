import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ProductRow } from "../../../db/schema/products";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound } from "../../../errors/guards";
import { findVersion, isLivePackage, lockProduct, touchProduct } from "./product-scope.repo";

// The path a write to a product's content goes down (product, version, package): found or 404, locked, and
// the product marked changed. Versions, packages, component rules and components all use it, so none of
// them reaches into another's repository.

export interface PackagePath {
  productId: string;
  versionId: string;
  packageId: string;
}

/** The company's version of the product, or 404 (missing, or another company's). */
export async function requireVersion(
  db: Db,
  companyId: string,
  productId: string,
  versionId: string,
): Promise<ProductVersionRow> {
  return requireFound(await findVersion(db, companyId, productId, versionId));
}

/** The company's version of the product, or undefined. */
export function findProductVersion(db: Db, companyId: string, productId: string, versionId: string) {
  return findVersion(db, companyId, productId, versionId);
}

/** Reads the product and locks its row until the transaction ends (see lockVersion); undefined when missing. */
export function lockProductRow(tx: Db, companyId: string, productId: string): Promise<ProductRow | undefined> {
  return lockProduct(tx, companyId, productId);
}

/**
 * Locks the company's product and reads its version, inside a transaction, before a write to the
 * version or its packages. The lock makes writes to one product take turns. 404 when either is missing
 * (or belongs to another company); with `etag`, 412 when the version has changed since it was read.
 */
export async function lockVersion(tx: Db, companyId: string, productId: string, versionId: string, etag?: string) {
  const product = await lockProduct(tx, companyId, productId);
  const version = product && (await findVersion(tx, companyId, productId, versionId));
  if (!product || !version) throw AppError.notFound();
  if (etag !== undefined) assertEtag(version, etag);
  return { product, version };
}

/** 404 unless the package is a live package of the company's version of the product. */
export async function requireLivePackage(db: Db, companyId: string, path: PackagePath): Promise<void> {
  await requireVersion(db, companyId, path.productId, path.versionId);
  if (!(await isLivePackage(db, companyId, path.versionId, path.packageId))) throw AppError.notFound();
}

/** Locks the product, then checks the package (404 when any of them is not the company's or is archived). */
export async function lockPackage(tx: Db, companyId: string, path: PackagePath): Promise<void> {
  await lockVersion(tx, companyId, path.productId, path.versionId);
  if (!(await isLivePackage(tx, companyId, path.versionId, path.packageId))) throw AppError.notFound();
}

/**
 * Records, in the transaction of the write, that one of the product's versions or packages changed:
 * the product's lastUpdated and lastUpdatedBy move (the sidebar's recent lists read them).
 */
export async function recordProductChange(tx: Db, actor: Actor, productId: string, at: Date): Promise<void> {
  await touchProduct(tx, actor.companyId, productId, { at, by: writtenBy(actor) });
}
