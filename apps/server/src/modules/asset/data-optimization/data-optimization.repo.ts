import { randomUUID } from "node:crypto";
import type {
  ModelFigures,
  OptimizationLogLine,
  OptimizationStatus,
  ValidatorReport,
} from "@atelier/domain/asset/optimization.schema";
import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type DataOptimizationRow, dataOptimizations } from "../../../db/schema/assets";
import { companies } from "../../../db/schema/companies";

const scoped = (companyId: string, id: string) =>
  and(eq(dataOptimizations.companyId, companyId), eq(dataOptimizations.id, id));

/** The company's optimisations, newest first. */
export function listOptimizations(db: Db, companyId: string): Promise<DataOptimizationRow[]> {
  return db
    .select()
    .from(dataOptimizations)
    .where(eq(dataOptimizations.companyId, companyId))
    .orderBy(desc(dataOptimizations.createdAt), desc(dataOptimizations.id));
}

export async function findOptimization(
  db: Db,
  companyId: string,
  id: string,
  lock = false,
): Promise<DataOptimizationRow | undefined> {
  const query = db.select().from(dataOptimizations).where(scoped(companyId, id)).limit(1);
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function insertOptimization(
  db: Db,
  values: { id: string; companyId: string; name: string; sourceKey: string; createdBy: string; now: Date },
): Promise<DataOptimizationRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(dataOptimizations)
    .values({ ...rest, status: "Created", createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("optimisation insert returned no row");
  return row;
}

/** What a write of the optimisation's state sets (a new etag with it). */
export interface OptimizationChange {
  status?: OptimizationStatus;
  profileId?: string | null;
  steps?: OptimizationStep[] | null;
  message?: string;
  log?: OptimizationLogLine[];
  resultKey?: string | null;
  resultName?: string | null;
  before?: ModelFigures | null;
  after?: ModelFigures | null;
  validator?: ValidatorReport | null;
  jobId?: string | null;
  approvedAt?: Date | null;
}

/**
 * Writes `change` if the row is still as read: its etag is `etag` (a caller's write) or its status is one
 * of `statuses` (the job's). Answers the row written, or undefined when none matched.
 */
export async function updateOptimization(
  db: Db,
  companyId: string,
  id: string,
  expect: { etag?: string; statuses?: readonly OptimizationStatus[] },
  change: OptimizationChange,
  now: Date,
): Promise<DataOptimizationRow | undefined> {
  const conditions = [scoped(companyId, id)];
  if (expect.etag !== undefined) conditions.push(eq(dataOptimizations.etag, expect.etag));
  if (expect.statuses) conditions.push(inArray(dataOptimizations.status, [...expect.statuses]));
  const [row] = await db
    .update(dataOptimizations)
    .set({ ...change, updatedAt: now, etag: randomUUID() })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Sets the job that runs the optimisation (no change a reader sees: the etag stays). */
export async function setOptimizationJob(db: Db, companyId: string, id: string, jobId: string): Promise<void> {
  await db.update(dataOptimizations).set({ jobId }).where(scoped(companyId, id));
}

/** Removes the optimisation if its etag is still `etag`; answers the removed row. */
export async function deleteOptimization(
  db: Db,
  companyId: string,
  id: string,
  etag: string,
): Promise<DataOptimizationRow | undefined> {
  const [row] = await db
    .delete(dataOptimizations)
    .where(and(scoped(companyId, id), eq(dataOptimizations.etag, etag)))
    .returning();
  return row;
}

/**
 * Takes one optimisation credit of the company (docs/decisions/asset-optimization-credits.md), in the
 * caller's transaction; answers false when it had none left. The credits live on the company row, but only
 * optimisations spend them.
 */
export async function consumeOptimizationCredit(db: Db, companyId: string): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ optimizationCredits: sql`${companies.optimizationCredits} - 1` })
    .where(and(eq(companies.id, companyId), gt(companies.optimizationCredits, 0)))
    .returning({ id: companies.id });
  return rows.length > 0;
}
