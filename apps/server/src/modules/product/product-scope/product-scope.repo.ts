import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { componentPackages } from "../../../db/schema/component-packages";
import { type ProductVersionRow, productVersions } from "../../../db/schema/product-versions";
import { type ProductRow, products } from "../../../db/schema/products";

/**
 * Reads the product and locks its row until the transaction ends: writes to one product's versions and
 * packages (new codes, activation) take their turn, so concurrent ones cannot collide.
 */
export async function lockProduct(tx: Db, companyId: string, productId: string): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .for("update");
  return row;
}

/** Marks the product changed (the sidebar's recent lists sort by it); its etag stays, so an open editor can still save. */
export async function touchProduct(
  tx: Db,
  companyId: string,
  productId: string,
  change: { at: Date; by: string | null },
): Promise<void> {
  await tx
    .update(products)
    .set({ updatedAt: change.at, updatedBy: change.by })
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
}

export async function findVersion(
  db: Db,
  companyId: string,
  productId: string,
  versionId: string,
): Promise<ProductVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        eq(productVersions.productId, productId),
        eq(productVersions.id, versionId),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the package is a live (not archived) package of the company's version. */
export async function isLivePackage(db: Db, companyId: string, versionId: string, packageId: string): Promise<boolean> {
  const rows = await db
    .select({ id: componentPackages.id })
    .from(componentPackages)
    .where(
      and(
        eq(componentPackages.companyId, companyId),
        eq(componentPackages.versionId, versionId),
        eq(componentPackages.id, packageId),
        eq(componentPackages.archived, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
