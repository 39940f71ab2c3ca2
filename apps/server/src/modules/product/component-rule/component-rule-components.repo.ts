import type { GeneratedComponent } from "@atelier/domain/product/component-generation";
import type { StoredComponent } from "@atelier/domain/product/component-generation-diff";
import { naturalSortKey } from "@atelier/domain/shared/natural-order";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { components } from "../../../db/schema/components";

/**
 * Rows per statement. Each statement sends its rows as a few text arrays unnested in the database, so
 * the parameter count stays fixed and the query text short, on PGlite and PostgreSQL alike.
 */
const BATCH = 20_000;

/** Whose components a write concerns: the rule and where its components belong. */
export interface ComponentOwner {
  companyId: string;
  versionId: string;
  packageId: string;
  generatorId: string;
  placementId: string;
}

function* batches<T>(items: readonly T[]): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** The stored components of a rule by option key. */
export async function readStoredComponents(
  db: Db,
  companyId: string,
  generatorId: string,
): Promise<Map<string, StoredComponent>> {
  const rows = await db
    .select({
      optionKey: components.optionKey,
      code: components.code,
      placementIndependentCode: components.placementIndependentCode,
      usage: components.usage,
    })
    .from(components)
    .where(and(eq(components.companyId, companyId), eq(components.generatorId, generatorId)));
  return new Map(rows.map(({ optionKey, ...stored }) => [optionKey, stored]));
}

/** Inserts a rule's new components (option ids travel joined by ',', as ids hold no commas). */
export async function insertComponents(
  tx: Db,
  owner: ComponentOwner,
  items: readonly GeneratedComponent[],
  at: Date,
): Promise<void> {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  for (const batch of batches(items)) {
    await tx.execute(sql`
      INSERT INTO ${components} (id, company_id, version_id, package_id, generator_id, placement_id, option_key,
        option_ids, code, code_sort_key, placement_independent_code, usage, etag, created_at, updated_at)
      SELECT gen_random_uuid()::text, ${owner.companyId}, ${owner.versionId}, ${owner.packageId}, ${owner.generatorId},
        ${owner.placementId}, given.option_key, string_to_array(given.option_ids, ','), given.code, given.sort_key,
        given.pic, given.usage, gen_random_uuid()::text, ${stamp}, ${stamp}
      FROM unnest(
        ${texts(batch.map((item) => item.optionKey))},
        ${texts(batch.map((item) => item.optionIds.join(",")))},
        ${texts(batch.map((item) => item.code))},
        ${texts(batch.map((item) => naturalSortKey(item.code)))},
        ${texts(batch.map((item) => item.placementIndependentCode))},
        ${texts(batch.map((item) => item.usage))}
      ) AS given(option_key, option_ids, code, sort_key, pic, usage)`);
  }
}

/** Writes the codes and usage of a rule's components (by option key), each with a new etag. */
export async function updateComponents(
  tx: Db,
  companyId: string,
  generatorId: string,
  items: readonly GeneratedComponent[],
  at: Date,
): Promise<void> {
  for (const batch of batches(items)) {
    await tx.execute(sql`
      UPDATE ${components} AS c
      SET code = given.code, code_sort_key = given.sort_key, placement_independent_code = given.pic,
        usage = given.usage, etag = gen_random_uuid()::text, updated_at = ${at.toISOString()}::timestamptz
      FROM unnest(
        ${texts(batch.map((item) => item.optionKey))},
        ${texts(batch.map((item) => item.code))},
        ${texts(batch.map((item) => naturalSortKey(item.code)))},
        ${texts(batch.map((item) => item.placementIndependentCode))},
        ${texts(batch.map((item) => item.usage))}
      ) AS given(option_key, code, sort_key, pic, usage)
      WHERE c.company_id = ${companyId} AND c.generator_id = ${generatorId} AND c.option_key = given.option_key`);
  }
}

/** Deletes a rule's components by option key. */
export async function deleteComponents(
  tx: Db,
  companyId: string,
  generatorId: string,
  optionKeys: readonly string[],
): Promise<void> {
  for (const batch of batches(optionKeys)) {
    await tx
      .delete(components)
      .where(
        and(
          eq(components.companyId, companyId),
          eq(components.generatorId, generatorId),
          sql`${components.optionKey} = any(${texts(batch)})`,
        ),
      );
  }
}

/** Deletes every component of the rules. */
export async function deleteComponentsOf(tx: Db, companyId: string, generatorIds: readonly string[]): Promise<void> {
  if (generatorIds.length === 0) return;
  await tx
    .delete(components)
    .where(and(eq(components.companyId, companyId), inArray(components.generatorId, [...generatorIds])));
}
