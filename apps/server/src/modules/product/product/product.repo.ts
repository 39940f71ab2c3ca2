import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import {
  type NewProductVersionRow,
  type ProductVersionRow,
  productVersions,
} from "../../../db/schema/product-versions";
import { type NewProductRow, type ProductRow, products } from "../../../db/schema/products";

export interface ProductFilter {
  /** Only the products this user changed last. */
  updatedBy?: string;
}

export interface ProductPage extends ProductFilter {
  orderBy: "name" | "lastUpdated";
  take: number;
}

function whereOf(companyId: string, filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.companyId, companyId),
    filter.updatedBy === undefined ? undefined : eq(products.updatedBy, filter.updatedBy),
  );
}

/** The columns product lists show (settings left out: a list of 10,000 would carry them all). */
const summaryColumns = {
  id: products.id,
  name: products.name,
  styleCode: products.styleCode,
  description: products.description,
  mixinOnly: products.mixinOnly,
  tags: products.tags,
  productType: products.productType,
  productStatus: products.productStatus,
  etag: products.etag,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  updatedBy: products.updatedBy,
};
export type ProductSummaryRow = Pick<ProductRow, keyof typeof summaryColumns>;

/** One page of the company's products: by name (case-insensitive, then style code) or most recently changed first. */
export async function listProducts(db: Db, companyId: string, page: ProductPage): Promise<ProductSummaryRow[]> {
  const order =
    page.orderBy === "name"
      ? [asc(sql`lower(${products.name})`), asc(products.styleCode)]
      : [desc(products.updatedAt), asc(products.id)];
  return db
    .select(summaryColumns)
    .from(products)
    .where(whereOf(companyId, page))
    .orderBy(...order)
    .limit(page.take);
}

export async function countProducts(db: Db, companyId: string, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(whereOf(companyId, filter));
  return row?.n ?? 0;
}

const newer = alias(productVersions, "newer");

/** The columns of a version that product lists show. */
export type VersionSummaryRow = Pick<ProductVersionRow, "id" | "productId" | "code" | "name" | "active">;

/**
 * The versions product lists show, for many products in one query: each product's latest version (highest
 * code) and its active ones. Sorted by product, then code.
 */
export async function listRecentVersions(
  db: Db,
  companyId: string,
  productIds: readonly string[],
): Promise<VersionSummaryRow[]> {
  if (productIds.length === 0) return [];
  // Latest: no version of the same product has a higher code (served by the (product_id, code) index).
  const latest = notExists(
    db
      .select({ one: sql`1` })
      .from(newer)
      .where(and(eq(newer.productId, productVersions.productId), gt(newer.code, productVersions.code))),
  );
  return db
    .select({
      id: productVersions.id,
      productId: productVersions.productId,
      code: productVersions.code,
      name: productVersions.name,
      active: productVersions.active,
    })
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        // One array parameter, however long the page (a list may hold 10,000 products).
        sql`${productVersions.productId} = any(${sql.param([...productIds])}::text[])`,
        or(eq(productVersions.active, true), latest),
      ),
    )
    .orderBy(asc(productVersions.productId), asc(productVersions.code));
}

/** Every distinct tag on the company's products (as stored: trimming and case folding are the caller's). */
export async function listProductTags(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${products.tags})` })
    .from(products)
    .where(eq(products.companyId, companyId));
  // A fixed order (code units), so that which spelling of a tag comes first does not depend on the database.
  return rows.map((row) => row.tag).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export async function findProductByStyleCode(db: Db, companyId: string, styleCode: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.styleCode, styleCode)))
    .limit(1);
  return row;
}

export async function insertProduct(
  db: Db,
  companyId: string,
  values: Omit<NewProductRow, "id" | "companyId" | "etag">,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("product insert returned no row");
  return row;
}

export async function insertProductVersions(
  db: Db,
  companyId: string,
  productId: string,
  versions: Omit<NewProductVersionRow, "id" | "companyId" | "productId" | "etag">[],
): Promise<ProductVersionRow[]> {
  if (versions.length === 0) return [];
  return db
    .insert(productVersions)
    .values(versions.map((version) => ({ ...version, companyId, productId })))
    .returning();
}

export async function findProduct(db: Db, companyId: string, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .limit(1);
  return row;
}

/** The names of the company's products among `productIds`, by id (ids of other companies are left out). */
export async function findProductNames(
  db: Db,
  companyId: string,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...productIds])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Changes a product only if its etag is still `etag`, giving it a new one, in one statement: of two
 * concurrent writers with the same etag exactly one wins. Answers the changed row, or undefined.
 */
export async function updateProductIfCurrent(
  db: Db,
  companyId: string,
  productId: string,
  etag: string,
  values: Partial<Omit<NewProductRow, "id" | "companyId" | "etag" | "createdAt">>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, etag: randomUUID() })
    .where(and(eq(products.companyId, companyId), eq(products.id, productId), eq(products.etag, etag)))
    .returning();
  return row;
}

/** The company's products not archived that have custom attributes: id, name and the list. */
export function listProductAttributeLists(
  db: Db,
  companyId: string,
): Promise<{ id: string; name: string; attributes: unknown }[]> {
  const list = sql`${products.settings}->'customAttributesJson'`;
  return db
    .select({ id: products.id, name: products.name, attributes: sql<unknown>`${list}` })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`${products.productStatus} <> 'Archived'`,
        sql`jsonb_typeof(${list}) = 'array' and jsonb_array_length(${list}) > 0`,
      ),
    );
}
