import { randomUUID } from "node:crypto";
import type { GeneratorParameters } from "@atelier/domain/product/component-rule.schema";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type ComponentRuleRow,
  componentGenerators,
  type NewComponentRuleRow,
} from "../../../db/schema/component-generators";

/** The company's live (not archived) rules. */
const live = (companyId: string) =>
  and(eq(componentGenerators.companyId, companyId), eq(componentGenerators.archived, false));

/** The live rules of a package, oldest first. */
export async function listGenerators(db: Db, companyId: string, packageId: string): Promise<ComponentRuleRow[]> {
  return db
    .select()
    .from(componentGenerators)
    .where(and(live(companyId), eq(componentGenerators.packageId, packageId)))
    .orderBy(asc(componentGenerators.createdAt), asc(componentGenerators.id));
}

export async function findGenerator(
  db: Db,
  companyId: string,
  packageId: string,
  generatorId: string,
): Promise<ComponentRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(componentGenerators)
    .where(and(live(companyId), eq(componentGenerators.packageId, packageId), eq(componentGenerators.id, generatorId)))
    .limit(1);
  return row;
}

export async function insertGenerator(
  tx: Db,
  values: Omit<NewComponentRuleRow, "etag" | "archived"> & { id: string },
): Promise<void> {
  await tx.insert(componentGenerators).values(values);
}

/** Writes a rule's parameters and count with a new etag. */
export async function updateGenerator(
  tx: Db,
  companyId: string,
  generatorId: string,
  values: { parameters: GeneratorParameters; generated: number; updatedAt: Date; updatedBy: string | null },
): Promise<void> {
  await tx
    .update(componentGenerators)
    .set({ ...values, etag: randomUUID() })
    .where(and(live(companyId), eq(componentGenerators.id, generatorId)));
}

/** Archives the live rules of `scope` (one rule, or every rule of some packages); answers their ids. */
export async function archiveGenerators(
  tx: Db,
  companyId: string,
  scope: { generatorId: string } | { packageIds: readonly string[] },
  stamp: { updatedAt: Date; updatedBy: string | null },
): Promise<string[]> {
  if ("packageIds" in scope && scope.packageIds.length === 0) return [];
  const inScope =
    "generatorId" in scope
      ? eq(componentGenerators.id, scope.generatorId)
      : inArray(componentGenerators.packageId, [...scope.packageIds]);
  const rows = await tx
    .update(componentGenerators)
    .set({ ...stamp, archived: true, etag: randomUUID() })
    .where(and(live(companyId), inScope))
    .returning({ id: componentGenerators.id });
  return rows.map((row) => row.id);
}
