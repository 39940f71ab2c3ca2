import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, like, max, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type NewProductVersionRow,
  type ProductVersionRow,
  productVersions,
} from "../../../db/schema/product-versions";
import { products } from "../../../db/schema/products";

/** The content a caller may write to a version: every column but its identity, code, flags and timestamps. */
export type VersionValues = Omit<
  NewProductVersionRow,
  "id" | "companyId" | "productId" | "code" | "active" | "etag" | "createdAt" | "updatedAt"
>;

const listColumns = {
  id: productVersions.id,
  productId: productVersions.productId,
  etag: productVersions.etag,
  code: productVersions.code,
  name: productVersions.name,
  description: productVersions.description,
  active: productVersions.active,
  parentVersionId: productVersions.parentVersionId,
  createdAt: productVersions.createdAt,
  updatedAt: productVersions.updatedAt,
};

export type VersionListRow = Pick<ProductVersionRow, keyof typeof listColumns>;

/** The style codes of the company that start with `prefix` (the clone picks a free one). */
export async function listStyleCodesStartingWith(db: Db, companyId: string, prefix: string): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .select({ styleCode: products.styleCode })
    .from(products)
    .where(and(eq(products.companyId, companyId), like(products.styleCode, `${escaped}%`)));
  return rows.map((row) => row.styleCode);
}

export async function listVersions(db: Db, companyId: string, productId: string): Promise<VersionListRow[]> {
  return db
    .select(listColumns)
    .from(productVersions)
    .where(and(eq(productVersions.companyId, companyId), eq(productVersions.productId, productId)))
    .orderBy(asc(productVersions.code));
}

/** The active version of each of the products (those without one are missing). */
export async function listActiveVersions(
  db: Db,
  companyId: string,
  productIds: readonly string[],
): Promise<ProductVersionRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        inArray(productVersions.productId, [...productIds]),
        eq(productVersions.active, true),
      ),
    );
}

export async function nextVersionCode(tx: Db, companyId: string, productId: string): Promise<number> {
  const [row] = await tx
    .select({ highest: max(productVersions.code) })
    .from(productVersions)
    .where(and(eq(productVersions.companyId, companyId), eq(productVersions.productId, productId)));
  return (row?.highest ?? 0) + 1;
}

export async function insertVersion(
  tx: Db,
  companyId: string,
  productId: string,
  values: VersionValues & { code: number; createdAt: Date; updatedAt: Date },
): Promise<ProductVersionRow> {
  const [row] = await tx
    .insert(productVersions)
    .values({ ...values, companyId, productId })
    .returning();
  if (!row) throw new Error("version insert returned no row");
  return row;
}

/** Writes the version when its etag is still `etag`; answers undefined when it is not (someone saved first). */
export async function updateVersionIfEtag(
  tx: Db,
  companyId: string,
  versionId: string,
  etag: string,
  values: VersionValues & { active?: boolean; updatedAt: Date },
): Promise<ProductVersionRow | undefined> {
  const [row] = await tx
    .update(productVersions)
    .set({ ...values, etag: randomUUID() })
    .where(
      and(eq(productVersions.companyId, companyId), eq(productVersions.id, versionId), eq(productVersions.etag, etag)),
    )
    .returning();
  return row;
}

/** Deactivates every active version of the product but `versionId` (each deactivated one gets a new etag). */
export async function deactivateOtherVersions(
  tx: Db,
  companyId: string,
  productId: string,
  versionId: string,
  at: Date,
): Promise<ProductVersionRow[]> {
  return tx
    .update(productVersions)
    .set({ active: false, etag: randomUUID(), updatedAt: at })
    .where(
      and(
        eq(productVersions.companyId, companyId),
        eq(productVersions.productId, productId),
        eq(productVersions.active, true),
        ne(productVersions.id, versionId),
      ),
    )
    .returning();
}

export async function deleteVersion(tx: Db, companyId: string, versionId: string): Promise<void> {
  await tx
    .delete(productVersions)
    .where(and(eq(productVersions.companyId, companyId), eq(productVersions.id, versionId)));
}
