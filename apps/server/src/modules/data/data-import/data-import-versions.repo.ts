import { and, eq, inArray, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { componentGenerators } from "../../../db/schema/component-generators";
import { componentPackages } from "../../../db/schema/component-packages";
import { components } from "../../../db/schema/components";
import {
  type NewProductVersionRow,
  type ProductVersionRow,
  productVersions,
} from "../../../db/schema/product-versions";
import { products } from "../../../db/schema/products";
import type { WriteStamp } from "./data-import-kinds";

// The versions a batch import adds and undo removes, a chunk with one statement where the version and
// package areas' own functions write one version at a time. Every function takes the company id and filters by it.

/** An id and the etag it had or was given. */
export interface Stamped {
  id: string;
  etag: string;
}

/** The ids a statement answers (its rows, as PGlite and node-postgres both give them). */
const IdRows = z.object({ rows: z.array(z.object({ id: z.string() })) });

const ofCompany = (companyId: string) => eq(productVersions.companyId, companyId);

/** The highest version code of each product (products without versions are missing). */
export async function highestVersionCodes(db: Db, companyId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ productId: productVersions.productId, highest: max(productVersions.code) })
    .from(productVersions)
    .where(and(ofCompany(companyId), inArray(productVersions.productId, [...productIds])))
    .groupBy(productVersions.productId);
  return new Map(rows.map((row) => [row.productId, row.highest ?? 0]));
}

/** The inactive versions of each product with one of the names given for it (those a file's version may equal). */
export async function inactiveVersionsNamed(
  db: Db,
  companyId: string,
  named: readonly { productId: string; name: string }[],
): Promise<ProductVersionRow[]> {
  if (named.length === 0) return [];
  const productIds = sql.param(named.map((item) => item.productId));
  const names = sql.param(named.map((item) => item.name));
  return db
    .select()
    .from(productVersions)
    .where(
      and(
        ofCompany(companyId),
        eq(productVersions.active, false),
        sql`(${productVersions.productId}, ${productVersions.name}) in (select * from unnest(${productIds}::text[], ${names}::text[]))`,
      ),
    );
}

/** Adds versions (ids, codes and etags given) in one statement. */
export async function insertVersionRows(tx: Db, rows: readonly NewProductVersionRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(productVersions).values([...rows]);
}

/** The etags of the versions among `ids`, by id (removed ones are missing). */
export async function versionEtags(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: productVersions.id, etag: productVersions.etag })
    .from(productVersions)
    .where(and(ofCompany(companyId), inArray(productVersions.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.etag]));
}

/** Every package (archived ones too) of the versions, by version id. */
export async function packageEtags(db: Db, companyId: string, versionIds: readonly string[]) {
  const out = new Map<string, Stamped[]>();
  if (versionIds.length === 0) return out;
  const rows = await db
    .select({ id: componentPackages.id, etag: componentPackages.etag, versionId: componentPackages.versionId })
    .from(componentPackages)
    .where(and(eq(componentPackages.companyId, companyId), inArray(componentPackages.versionId, [...versionIds])));
  for (const { versionId, ...stamped } of rows) out.set(versionId, [...(out.get(versionId) ?? []), stamped]);
  return out;
}

/** One digest per table and version: the md5 of its rows' ids and etags, in id order. */
const DigestRows = z.object({ rows: z.array(z.object({ versionId: z.string(), digest: z.string() })) });

async function digestsOf(
  db: Db,
  table: typeof componentGenerators | typeof components,
  companyId: string,
  versionIds: readonly string[],
) {
  const result = await db.execute(sql`
    select version_id as "versionId", md5(string_agg(id || ':' || etag, ',' order by id)) as digest
    from ${table} where company_id = ${companyId} and version_id = any(${sql.param([...versionIds])}::text[])
    group by version_id`);
  return new Map(DigestRows.parse(result).rows.map((row) => [row.versionId, row.digest]));
}

/**
 * A digest of each version's component rules (archived ones too) and components, by version id: any rule
 * added, saved, archived, and any component generated, removed or changed (its flag) since gives another.
 */
export async function ruleDigests(db: Db, companyId: string, versionIds: readonly string[]) {
  if (versionIds.length === 0) return new Map<string, string>();
  const rules = await digestsOf(db, componentGenerators, companyId, versionIds);
  const parts = await digestsOf(db, components, companyId, versionIds);
  return new Map(versionIds.map((id) => [id, `${rules.get(id) ?? ""}:${parts.get(id) ?? ""}`]));
}

/** Removes versions with their packages, rules and components (the foreign keys cascade). */
export async function deleteVersionRows(tx: Db, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(productVersions).where(and(ofCompany(companyId), inArray(productVersions.id, [...ids])));
}

/** Activates (or deactivates) each version still at its etag, with its new one; answers the ids written. */
export async function setVersionsActive(
  tx: Db,
  companyId: string,
  expected: readonly (Stamped & { newEtag: string })[],
  change: { active: boolean; at: Date },
): Promise<Set<string>> {
  if (expected.length === 0) return new Set();
  const column = (key: keyof (typeof expected)[number]) => sql.param(expected.map((item) => item[key]));
  const result = await tx.execute(sql`update ${productVersions}
    set active = ${change.active}, etag = given.new_etag, updated_at = ${change.at.toISOString()}::timestamptz
    from unnest(${column("id")}::text[], ${column("etag")}::text[], ${column("newEtag")}::text[]) as given(id, etag, new_etag)
    where ${productVersions.companyId} = ${companyId} and ${productVersions.id} = given.id
      and ${productVersions.etag} = given.etag
    returning ${productVersions.id}`);
  return new Set(IdRows.parse(result).rows.map((row) => row.id));
}

/** Records that the products changed (their versions did), as a version save does: the etag stays. */
export async function touchProducts(tx: Db, companyId: string, ids: readonly string[], stamp: WriteStamp) {
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set(stamp)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])));
}
