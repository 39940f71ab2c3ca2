import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { escapeLike } from "../../../db/like-pattern";
import { componentPlacements } from "../../../db/schema/component-placements";
import { type ComponentRow, components } from "../../../db/schema/components";

export interface ComponentFilter {
  /** Codes containing this text, in any case; all codes when empty. */
  code: string;
  /** Only the components of this package. */
  packageId?: string | undefined;
}

/** The columns a search lists. */
const summaryColumns = {
  id: components.id,
  code: components.code,
  placementIndependentCode: components.placementIndependentCode,
  usage: components.usage,
  unavailable: components.unavailable,
  placementId: components.placementId,
  packageId: components.packageId,
  generatorId: components.generatorId,
};
export type ComponentSummaryRow = Pick<ComponentRow, keyof typeof summaryColumns>;

/** A component with its placement's name and code. */
export type ComponentWithPlacement = ComponentRow & { placement: { name: string; code: string } };

function whereOf(companyId: string, versionId: string, filter: ComponentFilter): SQL | undefined {
  return and(
    eq(components.companyId, companyId),
    eq(components.versionId, versionId),
    filter.packageId === undefined ? undefined : eq(components.packageId, filter.packageId),
    filter.code === "" ? undefined : ilike(components.code, `%${escapeLike(filter.code)}%`),
  );
}

/**
 * Components by code in natural order (domain natural-order.ts, through the stored sort key), the same on every
 * database, as the (version, sort key, code) index holds them: `take` rows after the first `skip` come off it.
 */
const COMPONENT_ORDER = [
  asc(sql`${components.codeSortKey} collate "C"`),
  asc(sql`${components.code} collate "C"`),
  asc(components.id),
];

export async function listComponentSummaries(
  db: Db,
  companyId: string,
  versionId: string,
  filter: ComponentFilter,
  page: { take: number; skip: number },
): Promise<ComponentSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(components)
    .where(whereOf(companyId, versionId, filter))
    .orderBy(...COMPONENT_ORDER)
    .limit(page.take)
    .offset(page.skip);
}

export async function countComponents(
  db: Db,
  companyId: string,
  versionId: string,
  filter: ComponentFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(components)
    .where(whereOf(companyId, versionId, filter));
  return row?.n ?? 0;
}

export async function findComponent(
  db: Db,
  companyId: string,
  versionId: string,
  componentId: string,
): Promise<ComponentWithPlacement | undefined> {
  const [row] = await db
    .select({ component: components, name: componentPlacements.name, code: componentPlacements.code })
    .from(components)
    .innerJoin(
      componentPlacements,
      and(eq(componentPlacements.companyId, companyId), eq(componentPlacements.id, components.placementId)),
    )
    .where(
      and(eq(components.companyId, companyId), eq(components.versionId, versionId), eq(components.id, componentId)),
    )
    .limit(1);
  return row && { ...row.component, placement: { name: row.name, code: row.code } };
}

/** Sets the flag when the etag is still `etag`, with a new one; answers undefined when it is not. */
export async function updateComponentIfCurrent(
  db: Db,
  companyId: string,
  componentId: string,
  etag: string,
  values: { unavailable: boolean; updatedAt: Date },
): Promise<ComponentRow | undefined> {
  const [row] = await db
    .update(components)
    .set({ ...values, etag: randomUUID() })
    .where(and(eq(components.companyId, companyId), eq(components.id, componentId), eq(components.etag, etag)))
    .returning();
  return row;
}

/** Every component of a version, by code in natural order (the demo images are drawn for each). */
export async function listVersionComponents(db: Db, companyId: string, versionId: string): Promise<ComponentRow[]> {
  return db
    .select()
    .from(components)
    .where(and(eq(components.companyId, companyId), eq(components.versionId, versionId)))
    .orderBy(...COMPONENT_ORDER);
}
