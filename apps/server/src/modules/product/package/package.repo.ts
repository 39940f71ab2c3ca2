import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { componentGenerators } from "../../../db/schema/component-generators";
import {
  type ComponentPackageRow,
  componentPackages,
  type NewComponentPackageRow,
} from "../../../db/schema/component-packages";

/** What a save writes to a package: its content, its place and whether it is archived. */
export type PackageValues = Omit<NewComponentPackageRow, "id" | "companyId" | "versionId" | "etag" | "createdAt">;

/** A package with how many live component rules it holds. */
export type ListedPackageRow = ComponentPackageRow & { componentGeneratorsCount: number };

/** The packages of the versions, in screen order, with their live rule counts; archived ones only when asked. */
export async function listPackages(
  db: Db,
  companyId: string,
  versionIds: readonly string[],
  options: { archived: boolean },
): Promise<ListedPackageRow[]> {
  if (versionIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(componentPackages),
      // The outer table is named in full: a bare column here would render as "id" and read g.id.
      componentGeneratorsCount: sql<number>`(SELECT count(*)::int FROM ${componentGenerators} g
        WHERE g.package_id = ${componentPackages}.id AND g.archived = false)`,
    })
    .from(componentPackages)
    .where(
      and(
        eq(componentPackages.companyId, companyId),
        inArray(componentPackages.versionId, [...versionIds]),
        options.archived ? undefined : eq(componentPackages.archived, false),
      ),
    )
    .orderBy(asc(componentPackages.versionId), asc(componentPackages.position), asc(componentPackages.createdAt));
}

export async function insertPackages(
  tx: Db,
  companyId: string,
  versionId: string,
  values: readonly (PackageValues & { id?: string; createdAt: Date })[],
): Promise<ComponentPackageRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(componentPackages)
    .values(values.map((value) => ({ ...value, companyId, versionId })))
    .returning();
}

/** Writes a package with a new etag. */
export async function updatePackage(
  tx: Db,
  companyId: string,
  packageId: string,
  values: PackageValues,
): Promise<void> {
  await tx
    .update(componentPackages)
    .set({ ...values, etag: randomUUID() })
    .where(and(eq(componentPackages.companyId, companyId), eq(componentPackages.id, packageId)));
}
